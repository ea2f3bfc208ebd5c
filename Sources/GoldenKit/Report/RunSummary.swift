/// Counts of scenarios and frames by outcome, as the report, the CLI and JUnit show them.
public struct RunSummary: Equatable, Sendable {
    public var scenarios: Int
    public var passed: Int
    public var failed: Int
    public var missing: Int
    /// Scenarios with new or re-recorded goldens and no failure.
    public var written: Int
    public var errored: Int
    public var frames: Int
    public var failedFrames: Int

    public init(_ outcomes: [ScenarioOutcome]) {
        let statuses = outcomes.map(\.status)
        func count(_ status: ScenarioStatus) -> Int { statuses.filter { $0 == status }.count }
        scenarios = outcomes.count
        (passed, failed, missing, written, errored) = (count(.passed), count(.failed), count(.missing),
                                                       count(.written), count(.errored))
        frames = outcomes.reduce(0) { $0 + $1.frames.count }
        failedFrames = outcomes.reduce(0) { $0 + $1.failingFrames.count }
    }

    /// Whether the run should exit 0.
    public var isSuccess: Bool { failed == 0 && missing == 0 && errored == 0 }
}
