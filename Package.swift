// swift-tools-version:6.0
import PackageDescription

/// Pixel loops (comparison, diff images, warps) run at release speed even in `swift test`'s
/// debug build; without this a full catalog check would take minutes instead of seconds.
let optimizedEvenInDebug: [SwiftSetting] = [
    .unsafeFlags(["-O", "-enforce-exclusivity=unchecked"], .when(configuration: .debug)),
]

let package = Package(
    name: "TransitionHarness",
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "Pixels", targets: ["Pixels"]),
        .library(name: "ImageComparison", targets: ["ImageComparison"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "GoldenKit", targets: ["GoldenKit"]),
        .library(name: "HarnessReport", targets: ["HarnessReport"]),
        .library(name: "MotionTrace", targets: ["MotionTrace"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "HarnessCore", targets: ["HarnessCore"]),
        .library(name: "HarnessCLI", targets: ["HarnessCLI"]),
        .library(name: "HarnessTesting", targets: ["HarnessTesting"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        // The scene and its engine: Core Animation and UIKit's model on a virtual clock.
        .target(name: "TransitionKit"),
        // Motion over time: every moving value at 60 fps, its golden comparison and its lint.
        .target(name: "MotionTrace", dependencies: ["TransitionKit"]),
        .target(name: "Scenarios", dependencies: ["TransitionKit", "ImageComparison", "MotionTrace"]),

        // Drawing: a layer tree at one instant into pixels.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The warp rasterizer's pixel loops in C at -O3, in debug builds too; no -march
        // flags, and no fused multiply-adds (Swift never fuses), so the output never
        // depends on the CPU the tests run on.
        .target(name: "CWarpKernels", cSettings: [.unsafeFlags(["-O3", "-ffp-contract=off"])]),
        .target(
            name: "CairoRenderer",
            dependencies: ["TransitionKit", "CCairo", "CWarpKernels", "Pixels"],
            swiftSettings: optimizedEvenInDebug
        ),

        // Pixels, their comparison and their files.
        .target(name: "Pixels", swiftSettings: optimizedEvenInDebug),
        .target(name: "ImageComparison", dependencies: ["Pixels"], swiftSettings: optimizedEvenInDebug),
        .target(
            name: "CPNG",
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "PNGCodec", dependencies: ["Pixels", "CPNG"], swiftSettings: optimizedEvenInDebug),

        // Goldens on disk, and what a run found.
        .target(
            name: "GoldenKit",
            dependencies: ["Pixels", "ImageComparison", "PNGCodec"],
            swiftSettings: optimizedEvenInDebug
        ),
        .target(name: "HarnessReport", dependencies: ["Pixels", "ImageComparison", "PNGCodec", "GoldenKit"]),

        // Scenarios run, checked and reported: shared by the CLI and the test helpers.
        .target(
            name: "HarnessCore",
            dependencies: ["TransitionKit", "CairoRenderer", "Pixels", "PNGCodec", "GoldenKit", "HarnessReport", "MotionTrace", "Scenarios"]
        ),
        .target(name: "HarnessCLI", dependencies: ["HarnessCore", "Scenarios"]),
        .target(name: "HarnessTesting", dependencies: ["HarnessCore", "Scenarios"]),
        .executableTarget(name: "harness", dependencies: ["HarnessCLI", "Scenarios"]),
        .executableTarget(
            name: "harness-bench",
            dependencies: ["TransitionKit", "CairoRenderer", "Pixels", "ImageComparison", "PNGCodec", "GoldenKit", "Scenarios", "HarnessCore"],
            swiftSettings: optimizedEvenInDebug
        ),

        .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit"]),
        .testTarget(name: "MotionTraceTests", dependencies: ["MotionTrace", "TransitionKit"]),
        .testTarget(
            name: "CairoRendererTests",
            dependencies: ["CairoRenderer", "CWarpKernels", "TransitionKit", "Pixels", "PNGCodec", "GoldenKit"],
            resources: [.copy("Gallery")]
        ),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Pixels"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ImageComparisonTests",
            dependencies: ["ImageComparison", "Pixels", "PNGCodec", "GoldenKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "GoldenKitTests", dependencies: ["GoldenKit", "HarnessReport", "Pixels", "ImageComparison", "PNGCodec"]),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["HarnessTesting", "HarnessCore", "HarnessCLI", "Scenarios", "TransitionKit", "CairoRenderer",
                           "Pixels", "ImageComparison", "PNGCodec", "GoldenKit", "HarnessReport", "MotionTrace", "harness"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
