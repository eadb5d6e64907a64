// swift-tools-version: 6.1
import PackageDescription

/// An app's package using the committed `PetstoreAPI` package next to it, like any other dependency: no plugin,
/// and no dependency on Resourceful at all.
let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PetFinder", targets: ["PetFinder"]),
    ],
    dependencies: [
        .package(path: "../PetstoreAPI"),
    ],
    targets: [
        .target(name: "PetFinder", dependencies: [.product(name: "PetstoreAPI", package: "PetstoreAPI")]),
        .testTarget(name: "PetFinderTests", dependencies: ["PetFinder"]),
    ],
    swiftLanguageModes: [.v6]
)
