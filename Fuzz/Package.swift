// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer harnesses for Resourceful, kept out of the main package so that the fuzzer and sanitizer flags never
/// reach its normal build. Build and run them with `Scripts/fuzz <target> [runs]` (see `Fuzz/README.md`).
///
/// Each executable defines `LLVMFuzzerTestOneInput` and has no top-level code: libFuzzer's driver is the entry point
/// (see `Sources/FuzzSupport/Driver.swift`). Build with
/// `swift build -c release --product <target> -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`.
let package = Package(
    name: "ResourcefulFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Resourceful", path: "../")
    ],
    targets: [
        // What every harness checks of a result: the invariants a crash-free run must also keep.
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "GeneratorCore", package: "Resourceful")]
        ),
        // The declaration of libFuzzer's driver entry point (the library comes with `-sanitize=fuzzer`).
        .systemLibrary(name: "CLibFuzzer"),
        // YAMLTree: arbitrary bytes through the YAML/JSON loader.
        .executableTarget(
            name: "FuzzLoader",
            dependencies: ["FuzzSupport", .product(name: "GeneratorCore", package: "Resourceful")]
        ),
        // OpenAPIParser: arbitrary bytes through the OpenAPI parser (one file, no references followed).
        .executableTarget(
            name: "FuzzParser",
            dependencies: ["FuzzSupport", .product(name: "GeneratorCore", package: "Resourceful")]
        ),
        // The whole in-memory pipeline: arbitrary bytes parsed, translated and rendered to Swift files.
        .executableTarget(
            name: "FuzzPipeline",
            dependencies: ["FuzzSupport", .product(name: "GeneratorCore", package: "Resourceful")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
