import Foundation
import ImageComparison
import UIKit

extension Scenario {
    /// Whether a scenario that names no variant runs on a device: at its scale (2x for the
    /// 375×667 point screen of the iPhone SE), under its status bar and inside its safe area,
    /// rather than on a bare screen at 1x. Variants always run on their device.
    public static let rendersAtDeviceScale = true

    /// The device a scenario of `iPhoneScreen`'s size that names no variant runs on.
    public static let defaultDevice = Device.iPhoneSE3

    /// The scale of a scenario that names none.
    public static var defaultScale: Double { rendersAtDeviceScale ? defaultDevice.scale : 1 }

    /// This scenario once per variant, with ids `<id>/<variant name>`, each on its device's screen
    /// at its device's scale; `sampleTimes` replaces the scenario's own to keep goldens few.
    ///
    ///     DoorScenarios.push.scenario.variants(Variants(devices: [.iPhone15], styles: [.dark]).all)
    ///     // [door-push/iPhone15-dark]
    public func variants(_ variants: [Variant], sampleTimes: [Double]? = nil) -> [Scenario] {
        variants.map { variant in
            var copy = Scenario(id: "\(id)/\(variant.name)", source: source, summary: "\(summary) (\(variant.name))",
                                duration: duration, screenSize: variant.device.screenSize, scale: variant.device.scale,
                                sampleTimes: sampleTimes ?? self.sampleTimes, tolerance: tolerance, setUp: setUp)
            copy.variant = variant
            copy.flatFrameReason = flatFrameReason
            copy.motionTolerance = motionTolerance
            copy.motionLintExemptions = motionLintExemptions
            copy.declaration = declaration
            return copy
        }
    }

    /// A still screen: `build` fills the stage and nothing moves, so no transition is started.
    /// One frame, `<id>/f0-0000ms.png`, on the iPhone SE like any scenario that names no variant.
    ///
    ///     Scenario.still(id: "settings", source: "mine", summary: "the settings screen") { stage in
    ///         stage.showWindow(rootViewController: SettingsController())
    ///     }
    public static func still(id: String, source: String, summary: String, tolerance: Tolerance = .default,
                             fileID: StaticString = #fileID, line: UInt = #line,
                             build: @escaping @Sendable (Stage) -> Void) -> Scenario {
        Scenario(id: id, source: source, summary: summary, duration: 0, sampleTimes: [0], tolerance: tolerance,
                 fileID: fileID, line: line, setUp: build)
    }

    /// A still screen in each variant, `<id>/<variant name>/f0-0000ms.png`: what a catalog lists
    /// to show one screen light and dark, large and small.
    ///
    ///     Scenario.still(id: "login", source: "beyond", summary: "the login form", variants: variants.all) { stage in
    ///         stage.showWindow(rootViewController: LoginController())
    ///     }
    public static func still(id: String, source: String, summary: String, variants: [Variant], tolerance: Tolerance = .default,
                             fileID: StaticString = #fileID, line: UInt = #line,
                             build: @escaping @Sendable (Stage) -> Void) -> [Scenario] {
        still(id: id, source: source, summary: summary, tolerance: tolerance, fileID: fileID, line: line, build: build)
            .variants(variants)
    }

    /// Whether the scenario is a still screen: one frame, at time 0, of a scene that lasts no time.
    /// It needs no transition; the runner draws the scene as `setUp` leaves it.
    public var isStill: Bool { duration == 0 && sampleTimes == [0] }

    /// The stage the runner builds the scene on.
    public func makeStage() -> Stage {
        if let variant { return Stage(variant: variant) }
        if Self.rendersAtDeviceScale, screenSize == Self.defaultDevice.screenSize {
            return Stage(variant: Variant(device: Self.defaultDevice))
        }
        return Stage(size: screenSize)
    }
}
