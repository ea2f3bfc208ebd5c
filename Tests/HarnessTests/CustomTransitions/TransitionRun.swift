import CairoRenderer
import Foundation
import GoldenKit
import Scenarios
import TransitionKit

/// One custom-transition case run as the harness runs it (set up, start at time 0, sample),
/// with the scene drawn before the start and the destination screen drawn alone.
struct TransitionRun {
    let transitionCase: CustomTransitionCase
    private(set) var before = Bitmap(width: 0, height: 0)
    private(set) var frames: [Bitmap] = []
    private(set) var destination = Bitmap(width: 0, height: 0)
    private(set) var errors: [ControllerError] = []

    init(id: String) {
        transitionCase = CustomTransitionScenarios.cases.first { $0.scenario.id == id }!
        let scenario = transitionCase.scenario
        let renderer = Renderer(scale: scenario.scale)
        func draw(_ stage: Stage) -> Bitmap {
            renderer.render(stage.rootView.layer.presentation(), size: stage.size)
        }
        var before = Bitmap(width: 0, height: 0), frames: [Bitmap] = [], destination = Bitmap(width: 0, height: 0)
        errors = ControllerErrorLog.collect {
            let clock = Clock()
            let stage = Stage(size: scenario.screenSize)
            clock.run { scenario.setUp(stage) }
            before = draw(stage)
            clock.run { stage.takeStart()?() }
            for time in scenario.sampleTimes {
                clock.advance(to: time)
                frames.append(draw(stage))
            }
            // Past every completion deadline (duration + 10 s), so an animator that never
            // completes is reported.
            clock.advance(to: (scenario.sampleTimes.last ?? 0) + scenario.duration + 11)
            let alone = Stage(size: scenario.screenSize)
            Clock().run { transitionCase.destination(alone) }
            destination = draw(alone)
        }
        (self.before, self.frames, self.destination) = (before, frames, destination)
    }

    /// Whether `a` and `b` match within the scenario's tolerance, and the comparison's summary.
    func matches(_ a: Bitmap, _ b: Bitmap) -> (Bool, String) {
        let tolerance = transitionCase.scenario.tolerance
        let comparison = Comparator(tolerance: tolerance).compare(a, b)
        return (comparison.passes(tolerance), comparison.summary)
    }
}
