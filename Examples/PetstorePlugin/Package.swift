// swift-tools-version: 6.1
import PackageDescription

/// A client library generated at build time: `Sources/PetstoreClient` holds the OpenAPI document, a configuration
/// file and one Swift file; `ResourcefulPlugin` generates the rest of the module at each build where they changed.
let package = Package(
    name: "PetstorePlugin",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PetstoreClient", targets: ["PetstoreClient"]),
    ],
    dependencies: [
        // The Resourceful checkout this example lives in. `name:` makes `package: "Resourceful"` below work
        // whatever the checkout's folder is called (a path dependency is otherwise identified by its folder name).
        // In your own package, depend on Resourceful by URL instead and drop `name:`.
        .package(name: "Resourceful", path: "../.."),
    ],
    targets: [
        .target(
            name: "PetstoreClient",
            plugins: [.plugin(name: "ResourcefulPlugin", package: "Resourceful")]
        ),
        .testTarget(name: "PetstoreClientTests", dependencies: ["PetstoreClient"]),
    ],
    swiftLanguageModes: [.v6]
)
