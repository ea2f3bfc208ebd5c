import Foundation
import QuartzCore

/// Sets how its items respond to forces and collisions, as `UIDynamicItemBehavior`, and gives
/// them velocity. Where two item behaviors name one item, the one added later wins.
///
///     let card = UIDynamicItemBehavior(items: [cardView])
///     card.elasticity = 0.6
///     card.addLinearVelocity(CGPoint(x: 0, y: -800), for: cardView)   // a flick upward
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var properties = DynamicItemProperties()
    /// Velocity added before the item's body exists, handed over at the next step.
    private var pendingVelocities: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    public var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { setNeedsStep() } }
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { setNeedsStep() } }

    /// 0 (the default) keeps none of the approach speed in a collision, 1 all of it.
    open var elasticity: CGFloat { get { properties.elasticity } set { change(\.elasticity, to: newValue) } }
    open var friction: CGFloat { get { properties.friction } set { change(\.friction, to: newValue) } }
    /// Mass per 100×100 points: a 100×100 item of density 1 has mass 1.
    open var density: CGFloat { get { properties.density } set { change(\.density, to: max(newValue, 0)) } }
    /// Velocity lost per second, as a fraction of the velocity.
    open var resistance: CGFloat { get { properties.resistance } set { change(\.resistance, to: max(newValue, 0)) } }
    open var angularResistance: CGFloat { get { properties.angularResistance } set { change(\.angularResistance, to: max(newValue, 0)) } }
    open var allowsRotation: Bool { get { properties.allowsRotation } set { change(\.allowsRotation, to: newValue) } }
    open var isAnchored: Bool { get { properties.isAnchored } set { change(\.isAnchored, to: newValue) } }
    /// Kept for ported code: there are no electric or magnetic fields here.
    open var charge: CGFloat = 0

    /// Adds `velocity` (points per second) to `item`'s, as a flick hands its speed over.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard list.contains(item) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.velocity = body.velocity + velocity
        } else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear += velocity
        }
        setNeedsStep()
    }

    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        (dynamicAnimator?.world.body(for: item)?.velocity ?? .zero) + (pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero)
    }

    /// Adds `velocity` (radians per second, clockwise on screen) to `item`'s.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard list.contains(item) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].angular += velocity
        }
        setNeedsStep()
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.world.body(for: item)?.angularVelocity ?? 0) + (pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0)
    }

    private func change<Value: Equatable>(_ property: WritableKeyPath<DynamicItemProperties, Value>, to value: Value) {
        guard properties[keyPath: property] != value else { return }
        properties[keyPath: property] = value
        setNeedsStep()
    }

    override var simulatedItems: [UIDynamicItem] { list.items }

    override func configure(in world: DynamicWorld) {
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.properties = properties
            if let pending = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity = body.velocity + pending.linear
                body.angularVelocity += pending.angular
            }
        }
    }
}
