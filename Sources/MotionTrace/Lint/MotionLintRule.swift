import Foundation

/// A motion fault the lint looks for in every scenario, golden or not.
public enum MotionLintRule: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A visible layer travels far between two ticks, several times its travel on the ticks
    /// around them, while an animation runs on it: a cut inside motion that should be smooth,
    /// such as a path morph that switches at its midpoint.
    case jump
    /// A spring given a duration shorter than its settling duration stops away from rest, so the
    /// value snaps the rest of the way.
    case unsettled
    /// A layer shows for fewer than two ticks, too briefly to see as anything but a flicker.
    case flash
    /// An animation is still running a tick after an animated transition's completion fired, or
    /// at the settled instant.
    case runningAfterCompletion
    /// The settled last frame differs from the destination screen drawn alone: state leaked (a
    /// transform not reset, a mask left on). Checked where frames are drawn, by the harness's
    /// runner, for scenarios that declare their destination.
    case destination
    /// Code UIKit lets pass but that is a mistake, which it only logs: an animator calling
    /// `completeTransition(_:)` a second time, constraints that cannot all be satisfied. The scene
    /// renders on as on a device.
    case misuse

    public var description: String { rawValue }
}

/// A lint rule a scenario turns off, and why; stated in the scenario's declaration so the
/// reason is read beside the motion it excuses.
///
///     Scenario(id: "spinner", …, motionLintExemptions: [
///         .init(.runningAfterCompletion, because: "the spinner turns forever, as UIActivityIndicatorView does"),
///     ]) { … }
public struct MotionLintExemption: Hashable, Sendable {
    public let rule: MotionLintRule
    public let reason: String

    public init(_ rule: MotionLintRule, because reason: String) {
        precondition(!reason.trimmingCharacters(in: .whitespaces).isEmpty, "a motion lint exemption needs a reason")
        (self.rule, self.reason) = (rule, reason)
    }
}
