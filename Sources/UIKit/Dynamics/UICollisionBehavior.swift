import Foundation
import QuartzCore

/// Keeps its items from passing through each other and through boundaries, as
/// `UICollisionBehavior`. Items collide as their rotated rectangles (or ellipses or paths,
/// by `collisionBoundsType`), bouncing by their `UIDynamicItemBehavior.elasticity` and sliding
/// by its `friction`; a boundary is a line or a path, or the reference view's edges.
///
///     let collision = UICollisionBehavior(items: [card])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     collision.addBoundary(withIdentifier: "shelf" as NSCopying,
///                           from: CGPoint(x: 0, y: 400), to: CGPoint(x: 200, y: 400))
open class UICollisionBehavior: UIDynamicBehavior {
    /// `UICollisionBehavior.Mode`: what the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: .max)
    }

    open var collisionMode: Mode = .everything { didSet { setNeedsStep() } }
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    /// Whether the reference view's bounds, less `setTranslatesReferenceBoundsIntoBoundary(with:)`'s
    /// insets, are walls.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsStep() } }

    private var list: DynamicItemList
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [CollisionBoundary] = []
    /// The pairs touching at the last step, in the order found, for the delegate's messages.
    private var touches: [ItemContact] = []
    /// The touches begun and ended in this step, told to the delegate once the items have moved.
    private var pendingMessages: (began: [ItemContact], ended: [ItemContact]) = ([], [])

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    public var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { if list.add(item) { setNeedsStep() } }
    open func removeItem(_ item: UIDynamicItem) { if list.remove(item) { setNeedsStep() } }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    public var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Adds a boundary along `path`'s lines and curves; an identifier already in use is
    /// replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for path: UIBezierPath) {
        boundaries.removeAll { $0.isNamed(identifier) }
        boundaries.append(CollisionBoundary(identifier: identifier, path: path))
        setNeedsStep()
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { $0.isNamed(identifier) }.map { UIBezierPath(bezierPath: $0.path.bezierPath) }
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { $0.isNamed(identifier) }
        setNeedsStep()
    }

    open func removeAllBoundaries() {
        boundaries = []
        setNeedsStep()
    }

    override var simulatedItems: [UIDynamicItem] { list.items }

    override func constraints(in world: DynamicWorld) -> [DynamicConstraint] {
        let bodies = list.items.compactMap { world.body(for: $0) }
        let outlines = bodies.map { ConvexOutline(polygon: $0.worldOutline) }
        var contacts: [DynamicConstraint] = []
        var found: [ItemContact] = []
        func record(_ points: [ContactPoint], _ body: DynamicBody, _ other: ItemContact.Other) {
            guard !points.isEmpty else { return }
            let otherBody: DynamicBody? = if case let .item(item) = other { world.body(for: item) } else { nil }
            let (elasticity, friction) = otherBody.map {
                (max(body.properties.elasticity, $0.properties.elasticity), (body.properties.friction * $0.properties.friction).squareRoot())
            } ?? (body.properties.elasticity, body.properties.friction)
            contacts += points.map { Contact($0, body: body, other: otherBody, elasticity: elasticity, friction: friction) }
            if let touching = points.first(where: { $0.separation <= Contact.touchingDistance }) {
                found.append(ItemContact(item: body.item, other: other, point: touching.onBody))
            }
        }
        /// How near two outlines must be for a contact: as far as their fastest points go in a step.
        func margin(_ body: DynamicBody, _ other: DynamicBody? = nil) -> CGFloat {
            Contact.touchingDistance + (body.fastestPointSpeed + (other?.fastestPointSpeed ?? 0)) * DynamicWorld.stepDuration
        }

        if collisionMode.contains(.boundaries) {
            let walls = referenceWalls()
            for (body, outline) in zip(bodies, outlines) where body.isMovable {
                let reach = margin(body)
                record(walls.flatMap { ContactDetection.contacts(of: outline, insideWallThrough: $0.point, facing: $0.inward, within: reach) },
                       body, .referenceBounds)
                for boundary in boundaries {
                    record(boundary.segments.flatMap { ContactDetection.contacts(of: outline, with: $0, within: reach) }, body, .boundary(boundary))
                }
            }
        }
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i && (bodies[i].isMovable || bodies[j].isMovable) {
                    let reach = margin(bodies[i], bodies[j])
                    record(ContactDetection.contacts(of: outlines[i], with: outlines[j], within: reach), bodies[i], .item(bodies[j].item))
                }
            }
        }
        let previous = touches
        touches = found
        pendingMessages = (began: found.filter { !previous.contains($0) }, ended: previous.filter { !found.contains($0) })
        return contacts
    }

    override func didStep(in world: DynamicWorld) {
        let (began, ended) = pendingMessages
        pendingMessages = ([], [])
        guard let delegate = collisionDelegate else { return }
        for touch in ended {
            switch touch.other {
            case let .item(other): delegate.collisionBehavior(self, endedContactFor: touch.item, with: other)
            case let .boundary(boundary): delegate.collisionBehavior(self, endedContactFor: touch.item, withBoundaryIdentifier: boundary.identifier)
            case .referenceBounds: delegate.collisionBehavior(self, endedContactFor: touch.item, withBoundaryIdentifier: nil)
            }
        }
        for touch in began {
            switch touch.other {
            case let .item(other): delegate.collisionBehavior(self, beganContactFor: touch.item, with: other, at: touch.point)
            case let .boundary(boundary):
                delegate.collisionBehavior(self, beganContactFor: touch.item, withBoundaryIdentifier: boundary.identifier, at: touch.point)
            case .referenceBounds: delegate.collisionBehavior(self, beganContactFor: touch.item, withBoundaryIdentifier: nil, at: touch.point)
            }
        }
    }

    /// The reference view's edges as walls facing in, when they are boundaries.
    private func referenceWalls() -> [(point: CGPoint, inward: CGPoint)] {
        guard translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView else { return [] }
        let rect = view.bounds.inset(by: referenceInsets)
        return [(CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1)), (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 0, y: -1)),
                (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 1, y: 0)), (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0))]
    }
}

/// An item touching something at the last step: what the collision delegate is told about.
private struct ItemContact: Equatable {
    enum Other {
        case item(UIDynamicItem)
        case boundary(CollisionBoundary)
        case referenceBounds
    }

    let item: UIDynamicItem
    let other: Other
    /// Where they first touched; not part of which pair this is.
    let point: CGPoint

    static func == (a: ItemContact, b: ItemContact) -> Bool {
        guard a.item === b.item else { return false }
        switch (a.other, b.other) {
        case let (.item(x), .item(y)): return x === y
        case let (.boundary(x), .boundary(y)): return x === y
        case (.referenceBounds, .referenceBounds): return true
        default: return false
        }
    }
}
