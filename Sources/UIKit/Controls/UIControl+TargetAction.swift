import Foundation
import QuartzCore

/// A played tap on a `UIControl`. There are no touches here: an action runs when code calls
/// `sendActions(for:)`, or when a scenario plays a tap.
extension UIControl {
    /// Plays a finger tapping the control, from the clock's next step: the touch goes down
    /// (highlighted, `beginTracking`, `.touchDown`) and lifts `duration` seconds later
    /// (`endTracking`, unhighlighted, `.touchUpInside` and `.primaryActionTriggered`), so a
    /// control that animates its highlight animates as when pressed. A disabled control, or
    /// one whose `beginTracking` declines the touch, sends nothing on lift.
    public func playTap(duration: TimeInterval = 0.1) {
        let clock = VirtualClock.required(for: "UIControl.playTap")
        let touch = UITouch(at: CGPoint(x: bounds.midX, y: bounds.midY), in: self)
        var tracking = false
        clock.schedule(at: clock.time) { [self] in
            guard isEnabled else { return }
            isHighlighted = true
            isTouchInside = true
            tracking = beginTracking(touch, with: nil)
            isTracking = tracking
            sendActions(for: .touchDown)
        }
        clock.schedule(at: clock.time + max(duration, 0)) { [self] in
            guard isEnabled, isHighlighted else { return }
            if tracking { endTracking(touch, with: nil) }
            (isTracking, isTouchInside) = (false, false)
            isHighlighted = false
            if tracking { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
        }
    }
}
