import Foundation
import QuartzCore

/// Pushes its items with a force, as `UIPushBehavior`: a magnitude of 1 gives a 100×100 item
/// of density 1 an acceleration of 100 points per second squared, as UIKit documents. A
/// continuous push acts every step while `active`; an instantaneous one changes the items'
/// momentum once (a magnitude of 1 sets that item moving at 100 points per second) and then
/// turns itself off; set `active` again to push again.
///
///     let flick = UIPushBehavior(items: [card], mode: .instantaneous)
///     flick.pushDirection = CGVector(dx: 0, dy: -8)
///     animator.addBehavior(flick)
open class UIPushBehavior: UIDynamicBehavior {
    /// `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }

    /// Force (mass × points per second squared) or impulse (mass × points per second) for a
    /// magnitude of 1.
    static let strength: CGFloat = 100

    public let mode: Mode
    private var list: DynamicItemList
    private var direction = PolarVector(.zero)
    /// Where on each item the push acts, from its centre before rotation.
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        (list, self.mode) = (DynamicItemList(items), mode)
        super.init()
    }

    open var active = true {
        didSet { if active, !oldValue { setNeedsStep() } }
    }

    public var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { setNeedsStep() } }
    open func removeItem(_ item: UIDynamicItem) {
        guard list.remove(item) else { return }
        offsets[ObjectIdentifier(item)] = nil
        setNeedsStep()
    }

    open var pushDirection: CGVector {
        get { direction.vector }
        set { direction.set(vector: newValue); setNeedsStep() }
    }

    /// Radians from the x axis, clockwise on screen.
    open var angle: CGFloat {
        get { direction.angle }
        set { direction.angle = newValue; setNeedsStep() }
    }

    open var magnitude: CGFloat {
        get { direction.magnitude }
        set { direction.magnitude = newValue; setNeedsStep() }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        direction.set(angle: angle, magnitude: magnitude)
        setNeedsStep()
    }

    /// Pushes `item` at a point off its centre, which turns it as well as moving it.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        setNeedsStep()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var simulatedItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicWorld, over duration: TimeInterval) {
        guard active else { return }
        let impulse = direction.point * (UIPushBehavior.strength * (mode == .continuous ? duration : 1))
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            body.applyImpulse(impulse, at: body.worldPoint(CGPoint(offset)))
        }
        if mode == .instantaneous { active = false }
    }
}
