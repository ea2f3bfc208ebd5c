import Foundation
import QuartzCore

/// `UIControl`'s target–action, and a played tap. There are no touches here: an action runs
/// when code calls `sendActions(for:)`, or when a scenario plays a tap.
extension UIControl {
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.add(target, action, for: controlEvents.rawValue)
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.remove(target, action, for: controlEvents.rawValue)
    }

    /// The action names registered for `controlEvent`, as `actions(forTarget:forControlEvent:)`
    /// with any target.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.actions(for: controlEvent.rawValue).map(\.name)
        return names.isEmpty ? nil : names
    }

    /// Calls the actions registered for any of `controlEvents`, as `UIControl.sendActions(for:)`.
    public func sendActions(for controlEvents: Event) {
        targetActions.send(from: self, for: controlEvents.rawValue)
        sendUIActions(for: controlEvents)
    }

    /// Calls `action` on `target`, as `UIControl.sendAction(_:to:for:)`.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.perform(on: target, with: self)
    }

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
