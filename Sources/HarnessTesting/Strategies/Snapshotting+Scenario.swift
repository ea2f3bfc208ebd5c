import Foundation
import ImageComparison
import Scenarios

extension Snapshotting where Subject == Scenario {
    /// Every sampled frame of the scenario and its motion trace, in `Goldens/<id>/`.
    public static var frames: Snapshotting { frames() }

    /// Every sampled frame and the motion trace, in each of `variants` (`<id>/<variant>/`) when
    /// given; `tolerance` overrides the scenario's. `named:` on the assertion stores the goldens
    /// under another id, to check one scenario in several configurations.
    ///
    ///     expectGoldenImage(of: UserScenarios.cardFade, as: .frames)
    ///     expectGoldenImage(of: UserScenarios.cardFade, as: .frames(on: Variants(devices: [.iPhone15], styles: [.dark]).all))
    public static func frames(on variants: [Variant]? = nil, tolerance: Tolerance? = nil) -> Snapshotting {
        Snapshotting { make, naming in
            var scenario = make()
            if let name = naming.name {
                scenario = scenario.renamed(name, declaration: naming.declaration)
            }
            if let tolerance { scenario.tolerance = tolerance }
            return (variants.map { scenario.variants($0) } ?? [scenario]).map(GoldenCheck.scenario)
        }
    }
}

extension Scenario {
    /// The same scenario under another id, declared at `declaration`.
    func renamed(_ id: String, declaration: String) -> Scenario {
        var renamed = Scenario(id: id, source: source, summary: summary, duration: duration, screenSize: screenSize, scale: scale,
                               sampleTimes: sampleTimes, tolerance: tolerance, motionTolerance: motionTolerance,
                               motionLintExemptions: motionLintExemptions, destination: destination, setUp: setUp)
        renamed.variant = variant
        renamed.flatFrameReason = flatFrameReason
        renamed.declaration = declaration
        return renamed
    }
}
