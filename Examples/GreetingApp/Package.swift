// swift-tools-version: 6.0
import PackageDescription

// An app-shaped package whose target holds a xib: swift-nib's build-tool
// plugin compiles it into the target's resources, and the test loads the nib
// with NibCoding and checks its outlets.
let package = Package(
    name: "GreetingApp",
    dependencies: [
        .package(name: "swift-nib", path: "../.."),
    ],
    targets: [
        .target(
            name: "Greeting",
            dependencies: [.product(name: "NibCoding", package: "swift-nib")],
            plugins: [.plugin(name: "NibCompilerPlugin", package: "swift-nib")]
        ),
        .testTarget(name: "GreetingTests", dependencies: ["Greeting"]),
    ]
)
