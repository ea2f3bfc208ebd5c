import CairoRenderer
import Foundation
import GoldenKit
import MotionTrace
import Pixels
import Scenarios
import UIKit

/// Plays one scenario on its own virtual clock and draws it at each sample time, in time order,
/// from a single run. Runs on different threads never share state, so scenarios render in parallel.
///
///     let frames = try ScenarioRunner().frames(of: scenario)
package struct ScenarioRunner: Sendable {
    /// How long a scenario without a budget of its own may take; past it, the scenario stops at
    /// its next step (building, a tick, a frame) and errors, naming the step, while the others run.
    package var timeBudget: Duration

    /// Generous: the costliest scenario of the catalog takes seconds in a debug build.
    package static let defaultTimeBudget = Duration.seconds(300)

    /// How many bytes of offscreen canvases drawing one frame of a scenario without a budget of
    /// its own may hold at once; past it, the scenario errors naming the limit.
    package var memoryBudget: Int

    /// Generous: eight of the largest frames drawn.
    package static let defaultMemoryBudget = Renderer().offscreenLimit

    package init(timeBudget: Duration = ScenarioRunner.defaultTimeBudget, memoryBudget: Int = ScenarioRunner.defaultMemoryBudget) {
        self.timeBudget = timeBudget
        self.memoryBudget = memoryBudget
    }

    /// The renderer for `scenario`'s frames, at `scale` (default: the scenario's), within its memory budget.
    private func renderer(for scenario: Scenario, scale: Double? = nil) -> Renderer {
        var renderer = Renderer(scale: scale ?? scenario.scale)
        renderer.offscreenLimit = scenario.memoryBudget ?? memoryBudget
        return renderer
    }

    /// The frames at `times` (default: the scenario's sample times), drawn at `scale`
    /// (default: the scenario's).
    package func frames(of scenario: Scenario, at times: [Double]? = nil, scale: Double? = nil) throws -> [RenderedFrame] {
        var drawn: [RenderedFrame] = []
        try frames(of: scenario, at: times, scale: scale) { drawn.append($0) }
        return drawn
    }

    /// Hands each frame to `body` as soon as it is drawn, so a long animation (a 120 fps
    /// preview) is never held in memory at once. An error from `body` stops the run.
    package func frames(of scenario: Scenario, at times: [Double]? = nil, scale: Double? = nil,
                       _ body: (RenderedFrame) throws -> Void) throws {
        let renderer = renderer(for: scenario, scale: scale)
        var failure: (any Error)?
        try play(scenario, at: times ?? scenario.sampleTimes) { stage, _, index, time in
            guard failure == nil else { return }
            let bitmap = renderer.render(stage.rootView.layer.presentationTree(), size: scenario.screenSize)
            do {
                try body(RenderedFrame(index: index, time: time, bitmap: bitmap, scale: renderer.scale))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// The frames at the scenario's sample times and, from the same run, every moving value at
    /// 60 fps until the last sample time, when the transition has settled, with what animated it:
    /// what `check` judges against the frame goldens, the motion golden and the motion lint.
    package func framesAndMotion(of scenario: Scenario) throws -> (frames: [RenderedFrame], motion: MotionCapture) {
        let samples = scenario.sampleTimes
        try validate(scenario, times: samples)
        let ticks = Set((0..<MotionTrace.tickCount(through: samples.last ?? 0)).map(MotionTrace.time(ofTick:)))
        let renderer = renderer(for: scenario)
        var frames: [RenderedFrame] = []
        var recorder: MotionRecorder?
        try play(scenario, at: Set(samples).union(ticks).sorted()) { stage, clock, _, time in
            if ticks.contains(time) {
                let current = recorder ?? MotionRecorder(root: stage.rootView.layer)
                current.sample(on: clock)
                recorder = current
            }
            if let index = samples.firstIndex(of: time) {
                let bitmap = renderer.render(stage.rootView.layer.presentationTree(), size: scenario.screenSize)
                frames.append(RenderedFrame(index: index, time: time, bitmap: bitmap, scale: renderer.scale))
            }
        }
        guard let recorder else { throw HarnessError.scenario(id: scenario.id, problem: "no tick was sampled") }
        return (frames, recorder.capture)
    }

    /// Builds the scene, starts its transition at time 0 (a still has none) and calls `visit` at each of `times`
    /// with the clock there; frames and motion traces see the same run.
    private func play(_ scenario: Scenario, at times: [Double], visit: (Stage, VirtualClock, Int, Double) -> Void) throws {
        try validate(scenario, times: times)
        let clock = VirtualClock()
        let budget = TimeBudget(scenario: scenario, limit: scenario.timeBudget ?? timeBudget)
        try failOnSceneErrors(of: scenario) {
            try clock.run {
                let stage = scenario.makeStage()
                stage.performWithTraits { scenario.setUp(stage) }
                try budget.check("building the scene")
                // The scene is shown, and so laid out, before anything starts its transition,
                // as an app's screen is laid out at the commit that first shows it.
                stage.performWithTraits { stage.rootView.layoutIfNeeded() }
                try budget.check("laying out the scene")
                if let start = stage.takeStart() {
                    stage.performWithTraits(start)
                    try budget.check("starting the transition")
                } else if !scenario.isStill {
                    throw HarnessError.scenario(id: scenario.id, problem: "setUp never called stage.startTransition { … }; register the transition there, "
                                                + "or declare a still screen with Scenario.still(id:source:summary:build:)")
                }
                for (index, time) in times.enumerated() {
                    clock.advance(to: time)
                    try budget.check("running the scene to \(Self.seconds(time))")
                    visit(stage, clock, index, time)
                    try budget.check("drawing and tracing it at \(Self.seconds(time))")
                }
                // Past every animator's deadline (its duration + 10 s), so one that never
                // completes, or completes twice, is reported rather than left hanging.
                clock.advance(to: (times.last ?? 0) + scenario.duration + ScenarioRunner.completionGrace)
                try budget.check("running past the last sample for animators that never complete")
            }
        }
    }

    private static func seconds(_ time: Double) -> String { String(format: "%.3f s", time) }

    /// How far past the last sample the clock runs to catch animators that never complete.
    static let completionGrace = 11.0

    /// The scene as built, before its transition starts: what the first frame must equal.
    package func sceneBeforeTransition(of scenario: Scenario, scale: Double? = nil) throws -> Bitmap {
        try draw(scenario, scale: scale, building: scenario.setUp)
    }

    /// The scenario's destination screen built alone and drawn, or nil when it declares none.
    package func destination(of scenario: Scenario, scale: Double? = nil) throws -> Bitmap? {
        guard let destination = scenario.destination else { return nil }
        return try draw(scenario, scale: scale, building: destination)
    }

    /// A stage of the scenario's screen built by `build` on a fresh clock, drawn as it stands.
    private func draw(_ scenario: Scenario, scale: Double?, building build: (Stage) -> Void) throws -> Bitmap {
        let renderer = renderer(for: scenario, scale: scale)
        var scene = Bitmap(width: 0, height: 0)
        try failOnSceneErrors(of: scenario) {
            VirtualClock().run {
                let stage = scenario.makeStage()
                stage.performWithTraits { build(stage) }
                scene = renderer.render(stage.rootView.layer.presentationTree(), size: scenario.screenSize)
            }
        }
        return scene
    }

    /// Runs `body` and turns the errors it raised (an animation with a NaN duration, a layer
    /// added to its own sublayer, a push of a controller already on the stack, an animator that
    /// never completes…) into one error naming the scenario, so the scenario fails alone.
    /// The scene runs on a `DeepStack`, so no depth of view tree overflows a stack.
    private func failOnSceneErrors(of scenario: Scenario, _ body: () throws -> Void) throws {
        var sceneErrors: [SceneError] = []
        let controllerErrors = try DeepStack.run {
            try ControllerErrorLog.collect {
                sceneErrors = try SceneErrorLog.collect(body)
            }
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
