import Foundation
import QuartzCore

extension UIView {
    /// iOS 17's spring by perceived duration and bounce, as
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`:
    /// a bounce of 0 is critically damped, and positive bounces lower the damping ratio to 1 − bounce.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(1 - max(min(bounce, 1), 0)),
                initialSpringVelocity: Double(initialSpringVelocity), options: options,
                animations: animations, completion: completion)
    }
}
