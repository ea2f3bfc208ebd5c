/// Counts of scenarios and frames by outcome, as the report, the CLI and JUnit show them.
package struct RunSummary: Equatable, Sendable {
    package var scenarios: Int
    package var passed: Int
    package var failed: Int
    package var missing: Int
    /// Scenarios with new or re-recorded goldens and no failure.
    package var written: Int
    package var errored: Int
    package var frames: Int
    /// Frames that failed or have no golden.
    package var failedFrames: Int
    /// Frames whose goldens this run recorded; what `update-goldens` reports as written.
    package var writtenFrames: Int
    /// Frames whose golden an update found identical, so it left the file untouched.
    package var unchangedFrames: Int
    /// Frames whose golden an update left as it was: identical, or within the tolerance.
    package var keptFrames: Int { frames - writtenFrames - failedFrames }

    package init(_ outcomes: [ScenarioOutcome]) {
        let statuses = outcomes.map(\.status)
        func count(_ status: ScenarioStatus) -> Int { statuses.filter { $0 == status }.count }
        scenarios = outcomes.count
        (passed, failed, missing, written, errored) = (count(.passed), count(.failed), count(.missing),
                                                       count(.written), count(.errored))
        let frameStatuses = outcomes.flatMap { $0.frames.map(\.status) }
        frames = frameStatuses.count
        failedFrames = frameStatuses.filter(\.isFailure).count
        writtenFrames = frameStatuses.filter { $0 == .written }.count
        unchangedFrames = frameStatuses.filter { $0 == .unchanged }.count
    }

    /// Whether the run should exit 0.
    package var isSuccess: Bool { failed == 0 && missing == 0 && errored == 0 }
}
