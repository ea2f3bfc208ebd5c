import Foundation

/// A mistake UIKit lets pass without stopping the app, only logging it (an animator that calls
/// `completeTransition(_:)` twice, constraints that cannot all hold): the scene goes on as on a
/// device, and the mistake is kept on the scene's clock, with when it happened, for the motion
/// lint to report.
public struct ToleratedMisuse: Hashable, Sendable, CustomStringConvertible {
    /// The clock's time when it happened.
    public let time: TimeInterval
    /// What happened, as UIKit's log says it.
    public let message: String

    public var description: String { message }

    /// Records `message` on the current clock; outside a clock, as in a unit test of one view,
    /// it goes where UIKit's log would go: nowhere anyone reads.
    package static func report(_ message: String) {
        guard let clock = VirtualClock.current else { return }
        clock.toleratedMisuses.append(ToleratedMisuse(time: clock.time, message: message))
    }
}
