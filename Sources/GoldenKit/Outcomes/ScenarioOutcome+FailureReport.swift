import Foundation

extension ScenarioOutcome {
    /// What failed, counted, e.g. "1 differing, 2 without a golden, of 6 frames"; nil when nothing failed.
    package var failureSummary: String? {
        let failing = failingFrames
        let motion = self.motion.flatMap { $0.status.isFailure ? "motion \($0.status.rawValue): \($0.changes.count + $0.problems.count) problem(s)" : nil }
        guard !failing.isEmpty else { return motion }
        let differing = failing.filter { $0.status == .failed }.count
        let parts = [(differing, "differing"), (failing.count - differing, "without a golden")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return (parts + ["of \(frames.count) frames"] + (motion.map { [$0] } ?? [])).joined(separator: ", ")
    }

    /// One line per failing frame with its message and review images, for test failures and JUnit.
    /// With `artifactDirectory` the image paths are absolute, so a terminal can open them.
    ///
    ///     door-push/f2-0500ms.png [failed]: 40 pixels differ (…); … (see /tmp/report/door-push/f2-0500ms.expected.png, …)
    package func failureReport(artifactDirectory: URL? = nil) -> String {
        if let error { return "\(id): \(error)" }
        let frameLines = failingFrames.map { frame in
            let paths = frame.artifacts.all.map { artifactDirectory?.appendingPathComponent($0).path ?? $0 }
            return "\(frame.golden) [\(frame.status.rawValue)]: \(frame.message ?? "")"
                + (paths.isEmpty ? "" : " (see \(paths.joined(separator: ", ")))")
        }
        let motionLines = motion.map { motion in
            motion.status.isFailure ? motion.lines(verbose: true, listedBy: "").map { "\(motion.golden) [\(motion.status.rawValue)]: \($0)" } : []
        } ?? []
        let cause = environmentChange.map { ["\(id): \($0.advice)"] } ?? []
        return (cause + frameLines + motionLines).joined(separator: "\n")
    }
}
