import CairoRenderer
import Foundation
import GoldenKit
import Pixels
import Scenarios
import TransitionKit

/// Plays one scenario on its own virtual clock and draws it at each sample time, in time order,
/// from a single run. Runs on different threads never share state, so scenarios render in parallel.
///
///     let frames = try ScenarioRunner().frames(of: scenario)
public struct ScenarioRunner: Sendable {
    public init() {}

    /// The frames at `times` (default: the scenario's sample times), drawn at `scale`
    /// (default: the scenario's).
    public func frames(of scenario: Scenario, at times: [Double]? = nil, scale: Double? = nil) throws -> [RenderedFrame] {
        let times = times ?? scenario.sampleTimes
        try validate(scenario, times: times)
        let renderer = Renderer(scale: scale ?? scenario.scale)
        let clock = Clock()
        var frames: [RenderedFrame] = []
        try failOnSceneErrors(of: scenario) {
            try clock.run {
                let stage = Stage(size: scenario.screenSize)
                scenario.setUp(stage)
                guard let start = stage.takeStart() else {
                    throw HarnessError.scenario(id: scenario.id, problem: "setUp never called stage.startTransition { … }; register the transition there")
                }
                start()
                for (index, time) in times.enumerated() {
                    clock.advance(to: time)
                    let bitmap = renderer.render(stage.rootView.layer.presentation(), size: scenario.screenSize)
                    frames.append(RenderedFrame(index: index, time: time, bitmap: bitmap, scale: renderer.scale))
                }
                // Past every animator's deadline (its duration + 10 s), so one that never
                // completes, or completes twice, is reported rather than left hanging.
                clock.advance(to: (times.last ?? 0) + scenario.duration + ScenarioRunner.completionGrace)
            }
        }
        return frames
    }

    /// How far past the last sample the clock runs to catch animators that never complete.
    static let completionGrace = 11.0

    /// The scene as built, before its transition starts: what the first frame must equal.
    public func sceneBeforeTransition(of scenario: Scenario, scale: Double? = nil) throws -> Bitmap {
        let renderer = Renderer(scale: scale ?? scenario.scale)
        var scene = Bitmap(width: 0, height: 0)
        try failOnSceneErrors(of: scenario) {
            Clock().run {
                let stage = Stage(size: scenario.screenSize)
                scenario.setUp(stage)
                scene = renderer.render(stage.rootView.layer.presentation(), size: scenario.screenSize)
            }
        }
        return scene
    }

    /// Runs `body` and turns the errors it raised (an animation with a NaN duration, a layer
    /// added to its own sublayer, a push of a controller already on the stack, an animator that
    /// never completes…) into one error naming the scenario, so the scenario fails alone.
    private func failOnSceneErrors(of scenario: Scenario, _ body: () throws -> Void) throws {
        var sceneErrors: [SceneError] = []
        let controllerErrors = try ControllerErrorLog.collect {
            sceneErrors = try SceneErrorLog.collect(body)
        }
        let problems = sceneErrors.map(\.description) + controllerErrors.map(\.description)
        guard problems.isEmpty else {
            throw HarnessError.scenario(id: scenario.id, problem: problems.joined(separator: "; "))
        }
    }

    private func validate(_ scenario: Scenario, times: [Double]) throws {
        func fail(_ problem: String) -> HarnessError { .scenario(id: scenario.id, problem: problem) }
        guard scenario.duration.isFinite, scenario.duration >= 0 else {
            throw fail("duration \(scenario.duration) must be a finite number of seconds ≥ 0")
        }
        guard scenario.scale.isFinite, scenario.scale > 0, scenario.scale <= 8 else {
            throw fail("scale \(scenario.scale) must be in (0, 8]")
        }
        guard scenario.screenSize.width >= 1, scenario.screenSize.height >= 1,
              scenario.screenSize.width.isFinite, scenario.screenSize.height.isFinite else {
            throw fail("screen size \(scenario.screenSize.width)x\(scenario.screenSize.height) must be at least 1x1 point")
        }
        guard !times.isEmpty else { throw fail("no sample times; give at least one") }
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw fail("sample times \(times) must be finite and ≥ 0")
        }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw fail("sample times \(times) must increase strictly: frames are rendered in time order from one run")
        }
    }
}
