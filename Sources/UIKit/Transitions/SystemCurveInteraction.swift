import Foundation
import QuartzCore

/// The interaction UIKit's own gestures drive its transitions with (the swipe back, a sheet's
/// drag down): the transition follows the finger, and when it lifts plays the rest, forward or
/// back, on curve 7 (`Spring.systemCurve`) from where the finger left it, over the transition's
/// duration or sooner when the finger was moving fast enough to cover the rest sooner.
class SystemCurveInteraction: UIPercentDrivenInteractiveTransition {
    /// How fast the finger moved as it lifted, in fractions of the transition a second (≥ 0).
    var liftSpeed = 0.0

    /// Whether a lift at `travelled` of the way, moving on at `speed` of the way a second,
    /// completes the transition: where it would be if the finger kept its speed for one more
    /// duration of the transition, past half way. UIKit publishes no rule; this one keeps a finger
    /// lifted short of half way and still from completing, and lets a flick from anywhere complete.
    func completes(travelled: Double, speed: Double) -> Bool {
        travelled + speed * Double(duration) > 0.5
    }

    /// Ends the interaction at `travelled` of the way with the finger moving at `speed` of the way
    /// a second: finishes or cancels, as `completes` decides for the finger's travel measured in
    /// `judgedIn` (a share of the whole way: a sheet is judged by its own height, not the screen's),
    /// or cancels when the system took the gesture away.
    func lift(at travelled: Double, speed: Double, judgedIn share: Double = 1, cancelled: Bool) {
        update(travelled)
        liftSpeed = max(speed, 0)
        if !cancelled, completes(travelled: travelled / share, speed: speed / share) { finish() } else { cancel() }
    }

    override func completion(covering remaining: Double) -> (interval: TimeInterval, curve: (Double) -> Double) {
        let natural = Double(duration)
        let byFinger = liftSpeed > 0 ? remaining / liftSpeed : .infinity
        let spring = Spring.systemCurve
        return (min(natural, byFinger), { spring.value(at: $0 * natural) })
    }
}
