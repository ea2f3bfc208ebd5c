// swift-tools-version:6.0
import PackageDescription

// Snapshots of MyApp, an Xcode project, in a package beside MyApp.xcodeproj. The app's screens are
// compiled here as they are, through the symbolic link Sources/MyAppScreens/Screens to
// ../MyApp/Screens (SwiftPM takes no target path outside the package, but follows a link inside
// it), together with the scenarios that show them; the scenarios therefore see the screens'
// internal types, and the app's code needs no `#if` and no `public`. CI
// (scripts/ci/check-user-package) points the URL at a tagged clone of this repository.
let package = Package(
    name: "Snapshots",
    dependencies: [.package(url: "file:///path/to/TransitionHarness", from: "1.0.0")],
    targets: [
        .target(
            name: "MyAppScreens",
            dependencies: [
                .product(name: "UIKit", package: "TransitionHarness"),
                .product(name: "HarnessTesting", package: "TransitionHarness"),
            ]
        ),
        .executableTarget(
            name: "myapp-harness",
            dependencies: ["MyAppScreens", .product(name: "HarnessCLI", package: "TransitionHarness")]
        ),
        .testTarget(
            name: "MyAppScreensTests",
            dependencies: ["MyAppScreens", .product(name: "HarnessTesting", package: "TransitionHarness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
