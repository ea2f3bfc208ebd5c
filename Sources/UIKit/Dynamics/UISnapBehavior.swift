import Foundation
import QuartzCore

/// Moves an item to a point with a damped oscillation and straightens it, as
/// `UISnapBehavior`: `damping` 0 wobbles longest, 1 arrives without overshooting.
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem

    open var snapPoint: CGPoint { didSet { setNeedsStep() } }
    /// From 0 to 1; 0.5 by default.
    open var damping: CGFloat = 0.5 { didSet { setNeedsStep() } }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        (self.item, snapPoint) = (item, point)
        super.init()
    }

    /// The oscillation's undamped angular frequency, in radians per second. UIKit publishes
    /// none; at this one a snap with the default damping first reaches the point after about
    /// 0.4 s and settles within about a second, as on a device.
    static let naturalFrequency: CGFloat = 10
    /// The damping ratio at `damping` 0, so even the bounciest snap settles.
    static let leastDampingRatio: CGFloat = 0.1

    private var dampingRatio: CGFloat {
        let clamped = min(max(damping, 0), 1)
        return UISnapBehavior.leastDampingRatio + (1 - UISnapBehavior.leastDampingRatio) * clamped
    }

    override var simulatedItems: [UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicWorld, over duration: TimeInterval) {
        guard let body = world.body(for: item), body.isMovable else { return }
        let (omega, zeta) = (UISnapBehavior.naturalFrequency, dampingRatio)
        let pull = (snapPoint - body.center) * (omega * omega) - body.velocity * (2 * zeta * omega)
        body.accelerate(by: pull * duration)
        guard body.inverseInertia > 0 else { return }
        let turn = remainder(body.angle, 2 * .pi)
        body.angularVelocity -= (turn * omega * omega + body.angularVelocity * 2 * zeta * omega) * duration
    }
}
