import ImageComparison
/// The result for one scenario: each frame's outcome, the tolerance that judged them and the time it took.
public struct ScenarioOutcome: Codable, Equatable, Sendable {
    public var id: String
    public var tolerance: Tolerance
    /// In frame order.
    public var frames: [FrameOutcome]
    /// Why the scenario could not be rendered or checked at all (then `frames` may be empty).
    public var error: String?
    /// Wall-clock seconds; the store counts its own comparing and writing, the runner adds rendering.
    public var seconds: Double
    /// Set by the runner when it writes animated previews for a failing scenario; the report shows them.
    public var preview: ScenarioPreview?
    /// The motion trace's verdict and the motion lint's findings; nil when motion was not checked.
    public var motion: MotionOutcome?

    public init(id: String, tolerance: Tolerance, frames: [FrameOutcome], error: String? = nil, seconds: Double = 0) {
        (self.id, self.tolerance, self.frames, self.error, self.seconds) = (id, tolerance, frames, error, seconds)
    }

    /// A scenario that failed before any frame could be compared, e.g. its animator never completed.
    public static func errored(id: String, tolerance: Tolerance = Tolerance(), message: String,
                               seconds: Double = 0) -> ScenarioOutcome {
        ScenarioOutcome(id: id, tolerance: tolerance, frames: [], error: message, seconds: seconds)
    }

    /// Failures outrank missing goldens, which outrank recordings; only clean frames pass.
    public var status: ScenarioStatus {
        if error != nil { return .errored }
        let statuses = Set(frames.map(\.status) + (motion.map { [$0.status] } ?? []))
        if statuses.contains(.failed) { return .failed }
        if statuses.contains(.missing) { return .missing }
        if statuses.contains(.written) { return .written }
        return .passed
    }

    /// The frames that make this scenario fail.
    public var failingFrames: [FrameOutcome] { frames.filter(\.status.isFailure) }
}
