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
        .plugin(name: "ResourcefulPlugin", targets: ["ResourcefulPlugin"]),
        .plugin(name: "GenerateClient", targets: ["GenerateClient"]),
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
        // The built-in templates of Templates/, as string literals (Scripts/embed-templates writes them).
        .target(name: "ClientTemplates"),
        .target(
            name: "ClientRenderer",
            dependencies: [
                "ClientIR", "ClientTemplates", "GeneratorDiagnostics",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "GeneratorCore",
            dependencies: ["YAMLTree", "OpenAPIParser", "ClientIR", "ClientTranslator", "ClientRenderer", "GeneratorDiagnostics"]
        ),
        .executableTarget(
            name: "resourceful",
            dependencies: ["GeneratorCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Generates a client at build time from the target's openapi.yaml (Plugins/ResourcefulPlugin).
        .plugin(name: "ResourcefulPlugin", capability: .buildTool(), dependencies: ["resourceful"]),
        // `swift package generate-client`: writes a client into the package, for committed sources.
        .plugin(
            name: "GenerateClient",
            capability: .command(
                intent: .custom(
                    verb: "generate-client",
                    description: "Generate the client of each target with an OpenAPI document in <target>/Generated"
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes generated client sources to <target>/Generated")]
            ),
            dependencies: ["resourceful"]
        ),
        // Helpers the test targets share: running a process, the Swift compiler.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree"]),
        .testTarget(name: "GeneratorCoreTests", dependencies: ["GeneratorCore", "GeneratorDiagnostics", "OpenAPIModel", "OpenAPIParser", "YAMLTree"]),
        // Runs the built CLI as a subprocess: exit codes, configuration errors, --dry-run, incremental writes.
        .testTarget(name: "CLITests", dependencies: ["resourceful", "TestSupport"], exclude: ["Fixtures"]),
        // Specs/* generated and compared with Tests/GoldenTests/Expected (record with RECORD_GOLDEN=1).
        .testTarget(name: "GoldenTests", dependencies: ["GeneratorCore"], exclude: ["Expected"]),
        .testTarget(name: "OpenAPIParserTests", dependencies: ["OpenAPIParser", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ClientTranslatorTests", dependencies: ["ClientTranslator", "OpenAPIParser", "TestSupport"]),
        .testTarget(name: "EndpointTests", dependencies: ["ClientTranslator", "ClientRenderer", "OpenAPIParser", "TestSupport"]),
        .testTarget(
            name: "ClientRendererTests",
            dependencies: ["ClientRenderer", "TestSupport", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // Hostile and broken inputs; the files in Fixtures/ are read next to the sources, not bundled.
        .testTarget(
            name: "AdversarialTests", dependencies: ["YAMLTree", "OpenAPIParser", "GeneratorCore", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
