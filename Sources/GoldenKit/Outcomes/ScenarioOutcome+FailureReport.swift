import Foundation

extension ScenarioOutcome {
    /// What failed, counted, e.g. "1 differing, 2 without a golden, of 6 frames"; nil when nothing failed.
    public var failureSummary: String? {
        let failing = failingFrames
        guard !failing.isEmpty else { return nil }
        let differing = failing.filter { $0.status == .failed }.count
        let parts = [(differing, "differing"), (failing.count - differing, "without a golden")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return (parts + ["of \(frames.count) frames"]).joined(separator: ", ")
    }

    /// One line per failing frame with its message and review images, for test failures and JUnit.
    /// With `artifactDirectory` the image paths are absolute, so a terminal can open them.
    ///
    ///     door-push/f2-0500ms.png [failed]: 40 pixels differ (…); … (see /tmp/report/door-push/f2-0500ms.expected.png, …)
    public func failureReport(artifactDirectory: URL? = nil) -> String {
        if let error { return "\(id): \(error)" }
        return failingFrames.map { frame in
            let paths = frame.artifacts.all.map { artifactDirectory?.appendingPathComponent($0).path ?? $0 }
            return "\(frame.golden) [\(frame.status.rawValue)]: \(frame.message ?? "")"
                + (paths.isEmpty ? "" : " (see \(paths.joined(separator: ", ")))")
        }.joined(separator: "\n")
    }
}
