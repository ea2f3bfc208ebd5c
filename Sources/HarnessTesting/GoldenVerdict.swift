import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// What checking one scenario against its goldens found, ready for an assertion: `passed`, and
/// a description that names every failing frame with the paths of its expected, actual and
/// diff images.
///
///     #expect(GoldenVerdict(of: scenario).passed)
public struct GoldenVerdict: Sendable, CustomStringConvertible {
    public let outcome: ScenarioOutcome
    public let goldens: URL

    /// A verdict on an outcome the store already produced.
    init(outcome: ScenarioOutcome, goldens: URL) {
        (self.outcome, self.goldens) = (outcome, goldens)
    }

    /// Renders `scenario`, compares it with the goldens in `goldens` and records what the
    /// record mode allows.
    public init(of scenario: Scenario, goldens: URL = GoldenLocations.catalog, record: RecordMode? = nil) {
        self.goldens = goldens
        let store = GoldenStore(directory: goldens, environment: RenderingEnvironment.fingerprint)
        let run = CatalogRun(store: store, jobs: 1, artifacts: GoldenLocations.artifacts)
        do {
            let mode = try record ?? GoldenRecording.effectiveMode()
            outcome = run.record(scenario, mode: mode)
        } catch {
            outcome = .errored(id: scenario.id, tolerance: scenario.tolerance, message: "\(error)")
        }
    }

    /// True when every frame matched, or was recorded because it was missing: a recorded golden
    /// still fails, so that nobody mistakes a first run for a check.
    public var passed: Bool { outcome.status == .passed }

    public var description: String {
        switch outcome.status {
        case .passed:
            return "\(outcome.id): passed"
        case .written:
            return "\(outcome.id): recorded new goldens in \(goldens.path); look at them, commit them, and run again"
        case .missing:
            return outcome.failureReport(artifactDirectory: GoldenLocations.artifacts)
                + "\nrecord them with HARNESS_RECORD=missing swift test, or `harness update-goldens --filter \(outcome.id)`"
        case .failed, .errored:
            return outcome.failureReport(artifactDirectory: GoldenLocations.artifacts)
        }
    }
}
