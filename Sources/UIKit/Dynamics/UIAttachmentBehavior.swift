import Foundation
import QuartzCore

/// Ties an item to a point or to another item, as `UIAttachmentBehavior`: with `frequency` 0
/// (the default) the tie is a rigid rod of `length`; above 0 it is a spring oscillating at
/// that many hertz, damped by `damping` (a damping ratio: 1 does not overshoot). The length
/// starts as the distance between the two ends when the behavior is made.
///
///     let drag = UIAttachmentBehavior(item: card, attachedToAnchor: touchPoint)
///     animator.addBehavior(drag)
///     drag.anchorPoint = nextTouchPoint   // the card follows, swinging
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        case items, anchor
    }

    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    /// Each item's end, from its centre before rotation.
    private let offsets: [CGPoint]

    /// Where an anchor attachment is tied, in the reference view.
    open var anchorPoint: CGPoint { didSet { setNeedsStep() } }
    open var length: CGFloat { didSet { setNeedsStep() } }
    open var damping: CGFloat = 0 { didSet { setNeedsStep() } }
    /// Hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { setNeedsStep() } }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [CGPoint(offset)]
        anchorPoint = point
        length = (UIAttachmentBehavior.end(of: item, at: offsets[0]) - point).length
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [CGPoint(offset1), CGPoint(offset2)]
        let (start, end) = (UIAttachmentBehavior.end(of: item1, at: offsets[0]), UIAttachmentBehavior.end(of: item2, at: offsets[1]))
        anchorPoint = start
        length = (end - start).length
        super.init()
    }

    override var simulatedItems: [UIDynamicItem] { items }

    override func applyForces(in world: DynamicWorld, over duration: TimeInterval) {
        guard frequency > 0, let (start, end) = ends(in: world) else { return }
        DynamicSpring(start: start, end: end, length: length, frequency: frequency, dampingRatio: damping).apply(over: duration)
    }

    override func constraints(in world: DynamicWorld) -> [DynamicConstraint] {
        guard frequency <= 0, let (start, end) = ends(in: world) else { return [] }
        return [Rod(from: start, to: end, length: length)]
    }

    private func ends(in world: DynamicWorld) -> (ConstraintEnd, ConstraintEnd)? {
        guard let first = world.body(for: items[0]) else { return nil }
        let start = ConstraintEnd.body(first, offset: offsets[0])
        guard attachedBehaviorType == .items else { return (start, .fixed(anchorPoint)) }
        guard let second = world.body(for: items[1]) else { return nil }
        return (start, .body(second, offset: offsets[1]))
    }

    /// Where an item's end is now, reading the item itself (the behavior may not be simulated yet).
    private static func end(of item: UIDynamicItem, at offset: CGPoint) -> CGPoint {
        item.center + offset.rotated(by: atan2(item.transform.b, item.transform.a))
    }
}
