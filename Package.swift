// swift-tools-version: 6.1
import PackageDescription

/// Resourceful: OpenAPI documents in, idiomatic Swift clients out.
///
/// Pipeline (one module per stage, dependencies only point downwards):
/// `YAMLTree` (libyaml events -> located node tree) -> `OpenAPIParser` (nodes -> `OpenAPIModel`, `$ref`s)
/// -> `ClientTranslator` (model -> `ClientIR`, every Swift name decided here) -> `ClientRenderer`
/// (IR -> view models -> `Templates/*.mustache`) -> `GeneratorCore` (the in-memory pipeline) -> `resourceful` (CLI).
let package = Package(
    name: "Resourceful",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "resourceful", targets: ["resourceful"]),
        .library(name: "GeneratorCore", targets: ["GeneratorCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "GeneratorDiagnostics"),
        .target(name: "YAMLTree", dependencies: ["CYAML", "GeneratorDiagnostics"]),
        .target(name: "OpenAPIModel", dependencies: ["GeneratorDiagnostics"]),
        .target(name: "OpenAPIParser", dependencies: ["YAMLTree", "OpenAPIModel", "GeneratorDiagnostics"]),
        .target(name: "ClientIR"),
        .target(name: "ClientTranslator", dependencies: ["OpenAPIModel", "ClientIR", "GeneratorDiagnostics"]),
        .target(
            name: "ClientRenderer",
            dependencies: ["ClientIR", "GeneratorDiagnostics", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .target(
            name: "GeneratorCore",
            dependencies: ["YAMLTree", "OpenAPIParser", "ClientTranslator", "ClientRenderer", "GeneratorDiagnostics"]
        ),
        .executableTarget(
            name: "resourceful",
            dependencies: ["GeneratorCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree"]),
        .testTarget(name: "OpenAPIParserTests", dependencies: ["OpenAPIParser"]),
    ],
    swiftLanguageModes: [.v6]
)
