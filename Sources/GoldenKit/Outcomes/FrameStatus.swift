/// How one frame came out of a check or an update.
package enum FrameStatus: String, Codable, Sendable, CaseIterable {
    /// Matches its golden within the tolerance (and was left as it is).
    case passed
    /// Differs from its golden beyond the tolerance, has a different size, or the golden is unreadable.
    case failed
    /// Has no golden, and this run was not allowed to record one.
    case missing
    /// Its golden was recorded or re-recorded by this run.
    case written
    /// An update found its golden's pixels identical, so the file was not touched.
    case unchanged

    /// Whether this frame makes its scenario, and the run, fail.
    package var isFailure: Bool { self == .failed || self == .missing }
}
