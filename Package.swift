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
        .library(name: "GoldenKit", targets: ["GoldenKit"]),
        .library(name: "MotionTrace", targets: ["MotionTrace"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "HarnessCore", targets: ["HarnessCore"]),
        .library(name: "HarnessTesting", targets: ["HarnessTesting"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(
            name: "CPNG",
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "TransitionKit"),
        // The warp rasterizer's pixel loops in C at -O3, in debug builds too; no -march
        // flags, and no fused multiply-adds (Swift never fuses), so the output never
        // depends on the CPU the tests run on.
        .target(name: "CWarpKernels", cSettings: [.unsafeFlags(["-O3", "-ffp-contract=off"])]),
        .target(
            name: "CairoRenderer",
            dependencies: ["TransitionKit", "CCairo", "CWarpKernels", "GoldenKit"],
            swiftSettings: optimizedEvenInDebug
        ),
        .target(
            name: "GoldenKit",
            dependencies: ["CPNG"],
            swiftSettings: optimizedEvenInDebug
        ),
        .target(name: "MotionTrace", dependencies: ["TransitionKit"]),
        .target(name: "Scenarios", dependencies: ["TransitionKit", "GoldenKit", "MotionTrace"]),
        .target(
            name: "HarnessCore",
            dependencies: ["TransitionKit", "CairoRenderer", "GoldenKit", "Scenarios"]
        ),
        .target(
            name: "HarnessTesting",
            dependencies: ["HarnessCore", "TransitionKit", "CairoRenderer", "GoldenKit", "Scenarios"]
        ),
        .executableTarget(
            name: "harness",
            dependencies: ["HarnessCore", "TransitionKit", "CairoRenderer", "GoldenKit", "Scenarios"]
        ),
        .executableTarget(
            name: "harness-bench",
            dependencies: ["TransitionKit", "CairoRenderer", "GoldenKit", "Scenarios"],
            swiftSettings: optimizedEvenInDebug
        ),
        .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit"]),
        .testTarget(name: "MotionTraceTests", dependencies: ["MotionTrace", "TransitionKit"]),
        .testTarget(
            name: "CairoRendererTests",
            dependencies: ["CairoRenderer", "CWarpKernels", "TransitionKit", "GoldenKit"],
            resources: [.copy("Gallery")]
        ),
        .testTarget(name: "GoldenKitTests", dependencies: ["GoldenKit"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["HarnessTesting", "HarnessCore", "Scenarios", "TransitionKit", "CairoRenderer", "GoldenKit", "harness"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
