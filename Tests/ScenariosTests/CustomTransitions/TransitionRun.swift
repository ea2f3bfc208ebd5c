import CairoRenderer
import Foundation
import HarnessCore
import ImageComparison
import Pixels
import Scenarios
import UIKit

/// One custom-transition case run as the harness runs it, with the scene drawn before the start
/// and the destination screen drawn alone.
struct TransitionRun {
    let transitionCase: CustomTransitionCase
    private(set) var before = Bitmap(width: 0, height: 0)
    private(set) var frames: [Bitmap] = []
    private(set) var destination = Bitmap(width: 0, height: 0)
    /// Why the run failed (a controller error, an animator that never completed), if it did.
    private(set) var errors: [String] = []

    init(id: String) {
        transitionCase = CustomTransitionScenarios.cases.first { $0.scenario.id == id }!
        let scenario = transitionCase.scenario
        let runner = ScenarioRunner()
        do {
            before = try runner.sceneBeforeTransition(of: scenario)
            frames = try runner.frames(of: scenario).map(\.bitmap)
        } catch {
            errors = ["\(error)"]
        }
        let alone = scenario.makeStage()
        VirtualClock().run { alone.performWithTraits { transitionCase.destination(alone) } }
        destination = Renderer(scale: scenario.scale).render(alone.rootView.layer.presentationTree(), size: alone.size)
    }

    /// Whether `a` and `b` match within the scenario's tolerance, and the comparison's summary.
    func matches(_ a: Bitmap, _ b: Bitmap) -> (Bool, String) {
        let tolerance = transitionCase.scenario.tolerance
        let comparison = Comparator(tolerance: tolerance).compare(a, b)
        return (comparison.passes(tolerance), comparison.summary)
    }
}
