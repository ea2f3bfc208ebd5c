// swift-tools-version:6.0
import PackageDescription

// Animators written as an iOS app writes them, each a plain `import UIKit` file, compiled
// unchanged against TransitionHarness's UIKit module and guarded by goldens
// (scripts/ci/check-animators). The animators keep Swift 5 mode, as the iOS code they stand for.
let package = Package(
    name: "AnimatorPackage",
    dependencies: [.package(name: "TransitionHarness", path: "../../..")],
    targets: [
        .target(
            name: "Animators",
            dependencies: [.product(name: "UIKit", package: "TransitionHarness")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "AnimatorTests",
            dependencies: [
                "Animators",
                .product(name: "UIKit", package: "TransitionHarness"),
                .product(name: "HarnessTesting", package: "TransitionHarness"),
                .product(name: "HarnessCore", package: "TransitionHarness"),
                .product(name: "Scenarios", package: "TransitionHarness"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
