// swift-tools-version:6.0
import PackageDescription

// A user's package: its own scenario and goldens, checked with HarnessTesting.
let package = Package(
    name: "UserPackage",
    dependencies: [.package(name: "TransitionHarness", path: "../../..")],
    targets: [
        .testTarget(
            name: "UserTransitionTests",
            dependencies: [
                .product(name: "HarnessTesting", package: "TransitionHarness"),
                .product(name: "Scenarios", package: "TransitionHarness"),
                .product(name: "TransitionKit", package: "TransitionHarness"),
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
