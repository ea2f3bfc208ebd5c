// swift-tools-version:6.0
import PackageDescription

// No target has unsafe flags: SwiftPM refuses them in any package reached by version
// (`.package(url:from:)`). The pixel loops that a debug `swift test` runs on its passing path
// live in C or in Cairo, libpng and libc instead (docs/build-time.md).

let package = Package(
    name: "TransitionHarness",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "Pixels", targets: ["Pixels"]),
        .library(name: "ImageComparison", targets: ["ImageComparison"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "GoldenKit", targets: ["GoldenKit"]),
        .library(name: "MotionTrace", targets: ["MotionTrace"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "HarnessCore", targets: ["HarnessCore"]),
        .library(name: "HarnessCLI", targets: ["HarnessCLI"]),
        .library(name: "HarnessTesting", targets: ["HarnessTesting"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "os", targets: ["os"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        // The engine, in Apple's own layers and under Apple's names: Core Graphics (geometry,
        // paths, colours, drawing), Core Animation (layers, animations, the virtual clock) and
        // UIKit (views, controllers, transitions, traits, gestures, dynamics).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // UIKit measures text with CoreText's Typesetter, as the renderer sets it. UIImage(data:)
        // decodes PNG with the harness's libpng reader and JPEG with libjpeg-turbo.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CoreText", "PNGCodec", "Pixels", "CTurboJPEG", "CPhosphorIcons", "UniformTypeIdentifiers", "_Testing_UIKit", "CCurlLoader"]),
        // libcurl, which URL sessions call, loaded on their first call instead of at every start.
        .target(name: "CCurlLoader"),
        // SF Symbols' stand-ins: Phosphor's outlines (MIT), embedded as the system font is.
        .target(name: "CPhosphorIcons", exclude: ["icons"]),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        // Text set from the system face's own tables (advances, metrics, character map), embedded
        // with the package (Inter, SIL Open Font License 1.1), so layout and glyphs never depend
        // on the machine's fonts or on a text library's version.
        .target(name: "CInterFont", exclude: ["fonts"]),
        // What Inter lacks falls back as iOS falls back to PingFang, Hiragino, Apple SD Gothic Neo
        // and Apple Color Emoji: Noto Sans CJK and Noto Color Emoji (SIL OFL 1.1), embedded alike.
        .target(name: "CNotoFonts", exclude: ["fonts"]),
        .target(name: "CoreText", dependencies: ["CoreGraphics", "CInterFont", "CNotoFonts"]),
        // Empty stand-ins for Swift Testing's cross-import overlays of UIKit and CoreGraphics, which
        // the Linux toolchain does not ship: without them a test file importing Testing and UIKit fails.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),

        // Motion over time: every moving value at 60 fps, its golden comparison and its lint.
        .target(name: "MotionTrace", dependencies: ["UIKit"]),
        .target(name: "Scenarios", dependencies: ["UIKit", "ImageComparison", "MotionTrace"]),

        // Drawing: a layer tree at one instant into pixels.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The warp rasterizer's pixel loops in C, which stays fast at a debug build's -O0;
        // the source turns off fused multiply-adds itself, so output never depends on the CPU.
        .target(name: "CWarpKernels"),
        .target(
            name: "CairoRenderer",
            dependencies: ["QuartzCore", "CoreGraphics", "CoreText", "CCairo", "CWarpKernels", "CPixels", "Pixels"]
        ),

        // Pixels, their comparison and their files.
        .target(name: "CPixels"),
        .target(name: "Pixels", dependencies: ["CPixels"]),
        // pixelmatch's pixel loop in C, so a failing frame compares fast in a debug build too.
        .target(name: "CPixelmatch", dependencies: ["CPixels"]),
        .target(name: "ImageComparison", dependencies: ["Pixels", "CPixels", "CPixelmatch"]),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
        ),
        .target(name: "PNGCodec", dependencies: ["Pixels", "CPNG"]),

        // Goldens on disk, and what a run found.
        .target(name: "CSHA256"),
        // The fingerprint a check computes for every rendered frame: UMAC's NH, in C.
        .target(name: "CPixelHash"),
        .target(
            name: "GoldenKit",
            dependencies: ["Pixels", "ImageComparison", "PNGCodec", "CSHA256", "CPixelHash"]
        ),
        .target(name: "HarnessReport", dependencies: ["Pixels", "ImageComparison", "PNGCodec", "GoldenKit"]),

        // Scenarios run, checked and reported: shared by the CLI and the test helpers.
        .target(
            name: "HarnessCore",
            dependencies: ["UIKit", "CairoRenderer", "Pixels", "PNGCodec", "GoldenKit", "HarnessReport", "MotionTrace", "Scenarios"]
        ),
        .target(name: "HarnessCLI", dependencies: ["HarnessCore", "Scenarios", "CPixels"]),
        .target(name: "HarnessTesting", dependencies: ["HarnessCore", "GoldenKit", "ImageComparison", "Pixels", "Scenarios", "UIKit"]),
        .executableTarget(name: "harness", dependencies: ["HarnessCLI", "Scenarios"]),
        .executableTarget(
            name: "harness-bench",
            dependencies: ["UIKit", "CairoRenderer", "Pixels", "ImageComparison", "PNGCodec", "GoldenKit", "Scenarios", "HarnessCore", "HarnessCLI"]
        ),

        // The frameworks screens import beside UIKit, as stand-ins: Apple's names and signatures,
        // with what cannot happen here (a camera, a web page, a store on disk) documented as such
        // (docs/STAND-INS.md).
        .target(name: "CoreMedia"),
        .target(name: "AVFoundation", dependencies: ["CoreMedia", "QuartzCore"]),
        .target(name: "AVKit", dependencies: ["AVFoundation", "UIKit"]),
        .target(name: "CoreData"),
        .target(name: "CoreLocation"),
        .target(name: "EventKit"),
        .target(name: "LocalAuthentication"),
        .target(name: "MapKit", dependencies: ["CoreLocation", "UIKit"]),
        .target(name: "MediaPlayer", dependencies: ["UIKit"]),
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        .target(name: "Photos", dependencies: ["AVFoundation", "UIKit"]),
        .target(name: "PhotosUI", dependencies: ["Photos", "UIKit"]),
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        .target(name: "StoreKit", dependencies: ["UIKit"]),
        .target(name: "SystemConfiguration"),
        .target(name: "UserNotifications"),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "WebKit", dependencies: ["UIKit"]),
        .target(name: "os"),
        .testTarget(name: "FrameworkStandInsTests", dependencies: ["UIKit", "CoreAnimationTestSupport", "CoreMedia", "AVFoundation", "AVKit", "CoreData", "CoreLocation", "EventKit", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Photos", "PhotosUI", "SafariServices", "StoreKit", "SystemConfiguration", "UniformTypeIdentifiers", "UserNotifications", "WebKit", "os"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "CoreAnimationTestSupport"]),
        // A clock to run scenes on and presented values by key path, for the Core Animation and UIKit tests.
        .target(name: "CoreAnimationTestSupport", dependencies: ["QuartzCore"], path: "Tests/CoreAnimationTestSupport"),
        // An asset catalog among the resources, as an app's target carries one (`Bundle.module`).
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "CoreAnimationTestSupport", "QuartzCore", "CoreGraphics", "CoreText", "PNGCodec", "Pixels", "CTurboJPEG", "UniformTypeIdentifiers", "CCurlLoader"],
            resources: [.process("Resources")]
        ),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText", "CCairo", "GoldenKit"]),
        .testTarget(name: "MotionTraceTests", dependencies: ["MotionTrace", "UIKit"]),
        .testTarget(
            name: "CairoRendererTests",
            dependencies: ["CairoRenderer", "CWarpKernels", "CPixels", "UIKit", "Pixels", "PNGCodec", "ImageComparison", "HarnessTesting"]
        ),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Pixels"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ImageComparisonTests",
            dependencies: ["ImageComparison", "Pixels", "PNGCodec", "GoldenKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "GoldenKitTests", dependencies: ["GoldenKit", "HarnessReport", "Pixels", "ImageComparison", "PNGCodec"]),
        .testTarget(
            name: "HarnessCLITests",
            dependencies: ["HarnessCLI", "HarnessCore", "HarnessTesting", "Scenarios", "Pixels", "PNGCodec", "GoldenKit", "HarnessReport", "harness"]
        ),
        .testTarget(
            name: "HarnessCoreTests",
            dependencies: ["HarnessCore", "Scenarios", "UIKit", "Pixels", "ImageComparison", "PNGCodec", "GoldenKit", "HarnessReport", "MotionTrace"]
        ),
        .testTarget(
            name: "HarnessTestingTests",
            dependencies: ["HarnessTesting", "Scenarios", "UIKit", "Pixels", "PNGCodec", "GoldenKit"]
        ),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", "HarnessCore", "UIKit", "CairoRenderer", "Pixels", "ImageComparison", "MotionTrace"]
        ),
        // The repository as a whole: the catalog against its goldens, the package graph, the docs.
        .testTarget(name: "HarnessTests", dependencies: ["HarnessTesting", "Scenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
