/// A scenario's motion trace as this run drew it, handed to the store beside its frames so that
/// `motion.txt` is judged, recorded, verified and pruned like every other golden.
///
/// The store compares the text first; only when the bytes differ does it ask `judge`, which knows
/// the trace format and its tolerances (the store does not), whether the difference matters.
package struct MotionSubmission: Sendable {
    /// The trace as text, exactly as `motion.txt` would hold it.
    package var text: String
    /// Compares the recorded text with `text` under the scenario's tolerances.
    package var judge: @Sendable (_ recorded: String) -> MotionJudgement

    package init(text: String, judge: @escaping @Sendable (_ recorded: String) -> MotionJudgement) {
        (self.text, self.judge) = (text, judge)
    }
}

/// What comparing a recorded trace with the one drawn now found.
package enum MotionJudgement: Sendable {
    /// The values differ, but each within its tolerance.
    case withinTolerance
    /// Values diverge: the changes, cause first, and the charts the report draws.
    case diverges(changes: [MotionOutcome.Change], charts: [MotionChart])
    /// The recorded file is not a trace this version can read.
    case unreadable(String)
}
