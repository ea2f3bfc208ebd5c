import Foundation
import GoldenKit
import Scenarios
import Synchronization

/// Renders scenarios, several at once, and checks each against `Goldens/` or records it.
/// This is the one path `harness check`, `harness update-goldens` and the test helpers share.
///
///     let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 2, artifacts: report)
///     let outcomes = run.check(scenarios) { outcome in print(outcome.id, outcome.status) }
public struct CatalogRun: Sendable {
    public let store: GoldenStore
    /// How many scenarios render at the same time.
    public let jobs: Int
    /// Where review images (expected, actual, diff) are written; nil writes none.
    public let artifacts: URL?

    public init(store: GoldenStore, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, artifacts: URL? = nil) {
        self.store = store
        self.jobs = max(1, jobs)
        self.artifacts = artifacts
    }

    /// Compares every scenario's frames with its goldens; writes nothing into `Goldens/`.
    public func check(_ scenarios: [Scenario], progress: @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        forEach(scenarios, motionMode: .never, progress: progress) { scenario, frames in
            try store.check(scenarioID: scenario.id, frames: frames, tolerance: scenario.tolerance, artifacts: artifacts)
        }
    }

    /// Records goldens as `mode` allows, under one lock on `Goldens/` for the whole run.
    public func update(_ scenarios: [Scenario], mode: RecordMode, using update: GoldenUpdate,
                       progress: @Sendable (ScenarioOutcome) -> Void = { _ in }) -> [ScenarioOutcome] {
        forEach(scenarios, motionMode: mode, progress: progress) { scenario, frames in
            try update.update(scenarioID: scenario.id, frames: frames, tolerance: scenario.tolerance, mode: mode, artifacts: artifacts)
        }
    }

    /// Records one scenario as `mode` allows, taking the lock only if something must be written.
    public func record(_ scenario: Scenario, mode: RecordMode) -> ScenarioOutcome {
        outcome(of: scenario, motionMode: mode) { frames in
            try store.record(scenarioID: scenario.id, frames: frames, tolerance: scenario.tolerance, mode: mode, artifacts: artifacts)
        }
    }

    /// The golden frame keys every scenario produces, for finding orphans.
    public static func expectedFrames(of scenarios: [Scenario]) -> [String: [FrameKey]] {
        Dictionary(uniqueKeysWithValues: scenarios.map { scenario in
            (scenario.id, scenario.sampleTimes.enumerated().compactMap { FrameKey(index: $0.offset, time: $0.element) })
        })
    }

    private func forEach(_ scenarios: [Scenario], motionMode: RecordMode, progress: @Sendable (ScenarioOutcome) -> Void,
                         judge: @Sendable (Scenario, [RenderedFrame]) throws -> ScenarioOutcome) -> [ScenarioOutcome] {
        let results = OutcomeSlots(count: scenarios.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, scenarios.count)) { _ in
            while let index = results.claim() {
                let scenario = scenarios[index]
                let outcome = outcome(of: scenario, motionMode: motionMode) { frames in try judge(scenario, frames) }
                results.store(outcome, at: index, reporting: progress)
            }
        }
        return results.outcomes
    }

    /// Renders and traces the scenario in one run, judges the frames, then the motion, recording
    /// its trace as `motionMode` allows.
    private func outcome(of scenario: Scenario, motionMode: RecordMode,
                         judge: ([RenderedFrame]) throws -> ScenarioOutcome) -> ScenarioOutcome {
        let started = ContinuousClock.now
        var outcome: ScenarioOutcome
        do {
            let (frames, motion) = try ScenarioRunner().framesAndMotion(of: scenario)
            outcome = try judge(frames)
            outcome.motion = try MotionGolden(directory: store.directory).judge(scenario, capture: motion, mode: motionMode)
            if let problem = try DestinationCheck.problem(of: scenario, lastFrame: frames.last) {
                outcome.motion?.status = .failed
                outcome.motion?.problems.append(problem)
            }
            if outcome.status == .failed, let artifacts {
                outcome.preview = try FailurePreview.write(scenarioID: scenario.id, frames: frames, store: store, to: artifacts)
                if let first = outcome.motion?.charts.map(\.firstTime).min() {
                    outcome.motion?.snapshot = try MotionSnapshotWriter.write(scenario, divergenceTime: first, store: store, to: artifacts)
                }
            }
        } catch {
            outcome = .errored(id: scenario.id, tolerance: scenario.tolerance, message: "\(error)")
        }
        outcome.seconds = (ContinuousClock.now - started) / .seconds(1)
        return outcome
    }
}

/// Results filled in by worker threads, each claiming the next scenario to run.
private final class OutcomeSlots: Sendable {
    private let state: Mutex<(next: Int, slots: [ScenarioOutcome?])>

    init(count: Int) { state = Mutex((0, Array(repeating: nil, count: count))) }

    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    /// Keeps `outcome` and reports it; reports never overlap, so `progress` needs no lock of its own.
    func store(_ outcome: ScenarioOutcome, at index: Int, reporting progress: (ScenarioOutcome) -> Void) {
        state.withLock { state in
            state.slots[index] = outcome
            progress(outcome)
        }
    }

    var outcomes: [ScenarioOutcome] {
        state.withLock { $0.slots.map { $0! } }
    }
}
