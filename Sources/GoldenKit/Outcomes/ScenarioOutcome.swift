import ImageComparison
/// The result for one scenario: each frame's outcome, the tolerance that judged them and the time it took.
package struct ScenarioOutcome: Codable, Equatable, Sendable {
    package var id: String
    package var tolerance: Tolerance
    /// In frame order.
    package var frames: [FrameOutcome]
    /// Why the scenario could not be rendered, checked or recorded in full. `frames` still lists
    /// every frame judged (and every golden written) before it.
    package var error: String?
    /// Whether `error` is the scenario's own (it cannot be rendered), the machine's (a full disk),
    /// or a signal's; nil when there is no error.
    package var errorOrigin: ErrorOrigin?
    /// Why review images for the report could not be written, if they could not. It never changes
    /// the scenario's status: the report is about the goldens, not part of them.
    package var artifactProblem: String?
    /// Wall-clock seconds; the store counts its own comparing and writing, the runner adds rendering.
    package var seconds: Double
    /// Set by the runner when it writes animated previews for a failing scenario; the report shows them.
    package var preview: ScenarioPreview?
    /// The motion trace's verdict and the motion lint's findings; nil when motion was not checked.
    package var motion: MotionOutcome?
    /// The command that re-records this scenario where it ran, set by the CLI or the test
    /// assertion when it fails (`user-harness update-goldens --filter card-fade`,
    /// `HARNESS_RECORD=failed swift test --filter cardFade`).
    package var recordCommand: String?
    /// How the environment that recorded the goldens differs from this run's, when frames failed
    /// and it does: then the likely cause, to be said before any re-record.
    package var environmentChange: EnvironmentChange?

    package init(id: String, tolerance: Tolerance, frames: [FrameOutcome], error: String? = nil, seconds: Double = 0) {
        (self.id, self.tolerance, self.frames, self.error, self.seconds) = (id, tolerance, frames, error, seconds)
    }

    /// A scenario that failed before any frame could be compared, e.g. its animator never completed.
    package static func errored(id: String, tolerance: Tolerance = Tolerance(), message: String,
                               origin: ErrorOrigin = .scenario, seconds: Double = 0) -> ScenarioOutcome {
        var outcome = ScenarioOutcome(id: id, tolerance: tolerance, frames: [], error: message, seconds: seconds)
        outcome.errorOrigin = origin
        return outcome
    }

    /// Records `error` as what stopped this scenario, keeping what was judged and written before it.
    package mutating func fail(with error: any Error) {
        self.error = "\(error)"
        errorOrigin = ErrorOrigin(of: error)
    }

    /// Failures outrank missing goldens, which outrank recordings; only clean frames pass.
    package var status: ScenarioStatus {
        if error != nil { return .errored }
        let statuses = Set(frames.map(\.status) + (motion.map { [$0.status] } ?? []))
        if statuses.contains(.failed) { return .failed }
        if statuses.contains(.missing) { return .missing }
        if statuses.contains(.written) { return .written }
        return .passed
    }

    /// The frames that make this scenario fail.
    package var failingFrames: [FrameOutcome] { frames.filter(\.status.isFailure) }
}

/// Where a scenario's error came from, which decides the CLI's exit status: the scenario's own
/// mistakes are failures (1), the machine's and a signal's are not the scenario's fault (2, 130, 143).
package enum ErrorOrigin: String, Codable, Sendable {
    case scenario, environment, interrupted

    package init(of error: any Error) {
        switch error {
        case GoldenStoreError.interrupted: self = .interrupted
        case let error as GoldenStoreError where error.isEnvironmental: self = .environment
        default: self = .scenario
        }
    }
}
