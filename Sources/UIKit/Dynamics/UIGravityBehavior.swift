import Foundation
import QuartzCore

/// Accelerates its items the same whatever their mass, as `UIGravityBehavior`: a magnitude
/// of 1 is 1000 points per second squared, as UIKit documents, toward `gravityDirection`
/// (down by default).
open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second squared for a magnitude of 1.
    static let acceleration: CGFloat = 1000

    private var list: DynamicItemList
    private var direction = PolarVector(CGVector(dx: 0, dy: 1))

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    public var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { setNeedsStep() } }
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { setNeedsStep() } }

    open var gravityDirection: CGVector {
        get { direction.vector }
        set { direction.set(vector: newValue); setNeedsStep() }
    }

    /// Radians from the x axis, clockwise on screen: π/2 is down.
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

    override var simulatedItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicWorld, over duration: TimeInterval) {
        let change = direction.point * (UIGravityBehavior.acceleration * duration)
        for item in list.items { world.body(for: item)?.accelerate(by: change) }
    }
}
