import Foundation
import GoldenKit
import Scenarios
import Synchronization

/// Renders scenarios, several at once, and checks each against `Goldens/` or records it.
/// This is the one path `harness check`, `harness update-goldens` and the test helpers share.
///
///     let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 2, artifacts: report)
///     let outcomes = run.check(scenarios) { outcome in print(outcome.id, outcome.status) }
package struct CatalogRun: Sendable {
    package let store: GoldenStore
    /// How many scenarios render at the same time.
    package let jobs: Int
    /// Where review images (expected, actual, diff) are written; nil writes none.
    package let artifacts: URL?
    /// Whether a failing scenario also gets the report's animated previews and the scene drawn
    /// where its motion first diverged; only a report shows them, and they cost more than the rest
    /// of a failure together.
    package let writesPreviews: Bool
    /// How long a scenario without a budget of its own may take (see `ScenarioRunner.timeBudget`).
    package let timeBudget: Duration
    /// How much offscreen memory a frame of a scenario without a budget of its own may hold (see
    /// `ScenarioRunner.memoryBudget`).
    package let memoryBudget: Int

    package init(store: GoldenStore, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, artifacts: URL? = nil,
                writesPreviews: Bool = true, timeBudget: Duration = ScenarioRunner.defaultTimeBudget,
                memoryBudget: Int = ScenarioRunner.defaultMemoryBudget) {
        self.store = store
        self.jobs = max(1, jobs)
        self.artifacts = artifacts
        self.writesPreviews = writesPreviews
        self.timeBudget = timeBudget
        self.memoryBudget = memoryBudget
    }

    /// Compares every scenario's frames and motion with its goldens; writes nothing into `Goldens/`.
    package func check(_ scenarios: [Scenario], progress: @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        forEach(scenarios, stopsOnEnvironmentError: false, progress: progress) { scenario, frames, motion in
            try store.check(scenarioID: scenario.id, frames: frames, motion: motion, tolerance: scenario.tolerance, artifacts: artifacts)
        }
    }

    /// Records goldens as `mode` allows, under one lock on `Goldens/` for the whole run. Stops
    /// starting scenarios after a write fails for a reason of the machine's (a full disk) or the
    /// store's cancellation is set: the outcomes then cover only the scenarios that ran.
    package func update(_ scenarios: [Scenario], mode: RecordMode, using update: GoldenUpdate,
                       progress: @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        forEach(scenarios, stopsOnEnvironmentError: true, progress: progress) { scenario, frames, motion in
            try update.update(scenarioID: scenario.id, frames: frames, motion: motion, tolerance: scenario.tolerance,
                              mode: mode, artifacts: artifacts)
        }
    }

    /// Records one scenario as `mode` allows, taking the lock only if something must be written.
    package func record(_ scenario: Scenario, mode: RecordMode) -> ScenarioOutcome {
        outcome(of: scenario) { frames, motion in
            try store.record(scenarioID: scenario.id, frames: frames, motion: motion, tolerance: scenario.tolerance,
                             mode: mode, artifacts: artifacts)
        }
    }

    /// The golden frame keys every scenario produces, for finding orphans. The catalog must have
    /// passed `CatalogValidation`, so no two scenarios share an id.
    package static func expectedFrames(of scenarios: [Scenario]) -> [String: [FrameKey]] {
        Dictionary(scenarios.map { scenario in
            (scenario.id, scenario.sampleTimes.enumerated().compactMap { FrameKey(index: $0.offset, time: $0.element) })
        }, uniquingKeysWith: { first, _ in first })
    }

    private func forEach(_ scenarios: [Scenario], stopsOnEnvironmentError: Bool, progress: @Sendable (ScenarioOutcome) -> Void,
                         judge: @Sendable (Scenario, [RenderedFrame], MotionSubmission?) throws -> ScenarioOutcome) -> [ScenarioOutcome] {
        // Several at once, the costliest go first (longest processing time first), so the run
        // does not end with one large scenario while the other workers wait.
        let order = jobs <= 1 ? Array(scenarios.indices) : scenarios.indices.sorted { a, b in
            scenarios[a].cost != scenarios[b].cost ? scenarios[a].cost > scenarios[b].cost : a < b
        }
        let results = OutcomeSlots(order: order)
        DispatchQueue.concurrentPerform(iterations: min(jobs, scenarios.count)) { _ in
            while store.cancellation?.signal == nil, let index = results.claim() {
                let scenario = scenarios[index]
                let outcome = outcome(of: scenario) { frames, motion in try judge(scenario, frames, motion) }
                results.store(outcome, at: index, reporting: progress)
                if stopsOnEnvironmentError, outcome.errorOrigin == .environment { results.stop() }
            }
        }
        return results.outcomes
    }

    /// Renders and traces the scenario in one run and judges its frames and motion; then the
    /// motion lint and the destination rule. The review images of an earlier run go first. Review images the report cannot take are noted on
    /// the outcome, never counted against the scenario.
    private func outcome(of scenario: Scenario,
                         judge: ([RenderedFrame], MotionSubmission?) throws -> ScenarioOutcome) -> ScenarioOutcome {
        let started = ContinuousClock.now
        var outcome: ScenarioOutcome
        // Like any review image, one that cannot be deleted is noted, never held against the scenario.
        var clearing: String?
        if let artifacts {
            do { try ReviewFolder(artifacts).clear(scenarioID: scenario.id) } catch { clearing = "\(error)" }
        }
        do {
            let (frames, motion) = try ScenarioRunner(timeBudget: timeBudget, memoryBudget: memoryBudget).framesAndMotion(of: scenario)
            outcome = try judge(frames, MotionGolden.submission(for: scenario, capture: motion))
            outcome.artifactProblem = outcome.artifactProblem ?? clearing
            MotionGolden.lint(scenario, capture: motion, into: &outcome)
            if outcome.error == nil, let problem = try DestinationCheck.problem(of: scenario, lastFrame: frames.last) {
                outcome.motion?.status = .failed
                outcome.motion?.problems.append(problem)
            }
            if outcome.status == .failed, writesPreviews, let artifacts {
                do {
                    outcome.preview = try FailurePreview.write(scenarioID: scenario.id, frames: frames, store: store, to: artifacts)
                    if let first = outcome.motion?.charts.map(\.firstTime).min() {
                        outcome.motion?.snapshot = try MotionSnapshotWriter.write(scenario, divergenceTime: first, store: store, to: artifacts)
                    }
                } catch {
                    outcome.artifactProblem = outcome.artifactProblem ?? "\(error)"
                }
            }
        } catch {
            outcome = .errored(id: scenario.id, tolerance: scenario.tolerance, message: "\(error)", origin: ErrorOrigin(of: error))
        }
        outcome.seconds = (ContinuousClock.now - started) / .seconds(1)
        return outcome
    }
}

/// Results filled in by worker threads, each claiming the next scenario to run.
private final class OutcomeSlots: Sendable {
    private let state: Mutex<(next: Int, stopped: Bool, slots: [ScenarioOutcome?])>
    /// The scenarios' indices in the order they are claimed.
    private let order: [Int]

    init(order: [Int]) {
        self.order = order
        state = Mutex((0, false, Array(repeating: nil, count: order.count)))
    }

    func claim() -> Int? {
        state.withLock { state in
            guard !state.stopped, state.next < order.count else { return nil }
            state.next += 1
            return order[state.next - 1]
        }
    }

    /// No scenario is claimed from now on; those running finish.
    func stop() {
        state.withLock { $0.stopped = true }
    }

    /// Keeps `outcome` and reports it; reports never overlap, so `progress` needs no lock of its own.
    func store(_ outcome: ScenarioOutcome, at index: Int, reporting progress: (ScenarioOutcome) -> Void) {
        state.withLock { state in
            state.slots[index] = outcome
            progress(outcome)
        }
    }

    /// The outcomes of the scenarios that ran, in catalog order.
    var outcomes: [ScenarioOutcome] {
        state.withLock { $0.slots.compactMap { $0 } }
    }
}
