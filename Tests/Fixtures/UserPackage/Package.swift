// swift-tools-version:6.0
import PackageDescription

// A user's package, as the README builds it: its own scenarios in a library, its own `harness`
// executable over them, and golden tests in XCTest and Swift Testing; and an app target with
// Xcode's `ViewController`, tested beside UIKit and HarnessTesting. CI (scripts/ci/check-user-package)
// points the URL at a tagged clone of this repository.
let package = Package(
    name: "UserPackage",
    dependencies: [.package(url: "file:///path/to/TransitionHarness", from: "1.0.0")],
    targets: [
        .target(name: "UserApp", dependencies: [.product(name: "UIKit", package: "TransitionHarness")]),
        .target(name: "UserScenarios", dependencies: [.product(name: "HarnessTesting", package: "TransitionHarness")]),
        .executableTarget(
            name: "user-harness",
            dependencies: ["UserScenarios", .product(name: "HarnessCLI", package: "TransitionHarness")]
        ),
        .testTarget(
            name: "UserTransitionTests",
            dependencies: ["UserScenarios", .product(name: "HarnessTesting", package: "TransitionHarness")]
        ),
        .testTarget(
            name: "UserAppTests",
            dependencies: [
                "UserApp",
                .product(name: "UIKit", package: "TransitionHarness"),
                .product(name: "HarnessTesting", package: "TransitionHarness"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
