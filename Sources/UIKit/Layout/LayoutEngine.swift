import Foundation
import QuartzCore

/// Where one solve of a tree's constraints puts its items: each constrained view's frame in its
/// superview and each added guide's frame in its owning view, rounded to the screen's pixels
/// as UIKit rounds them.
struct LayoutSolution {
    private(set) var placed: [UIView] = []
    private var frames: [ObjectIdentifier: CGRect] = [:]
    var guides: [(guide: UILayoutGuide, frame: CGRect)] = []

    mutating func place(_ view: UIView, at frame: CGRect) {
        placed.append(view)
        frames[ObjectIdentifier(view)] = frame
    }

    func frame(of view: UIView) -> CGRect? { frames[ObjectIdentifier(view)] }
}

/// Turns the active constraints of one view tree into linear constraints and solves them with
/// `SimplexSolver`, as UIKit's engine does for a window: every view in the tree that a
/// constraint names, that is laid out by constraints, or that contains such a view, gets its
/// left, top, width and height as unknowns, in the tree's root coordinates.
///
/// - A view that translates its autoresizing mask into constraints (every view made in code
///   until told otherwise) is held where its frame puts it, as UIKit's autoresizing constraints
///   hold it; a constraint that contradicts that is one UIKit cannot satisfy either.
/// - A view laid out by constraints (`translatesAutoresizingMaskIntoConstraints = false`) with
///   an intrinsic content size is held to it on each axis by two optional constraints: no
///   larger at its content hugging priority, no smaller at its compression resistance.
/// - The safe-area, margins and readable guides are inset from their view by its current
///   insets; an added guide is placed by constraints alone.
/// - A required constraint that contradicts the required ones before it is kept at priority
///   999 instead, as UIKit "attempts to recover by breaking" one, and reported as a misuse.
final class LayoutEngine {
    /// The unknowns of one item.
    private struct Box {
        let left, top, width, height: LayoutVariable
    }

    private let solver = SimplexSolver()
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var variableCount = 0
    private let root: UIView
    /// The views given unknowns, root first, each after its superview.
    private var views: [UIView] = []

    private init(root: UIView) { self.root = root }

    /// Solves the constraints of `root`'s tree, with the root held at its bounds; nil when the
    /// tree has none to solve.
    static func solve(_ root: UIView) -> LayoutSolution? {
        let engine = LayoutEngine(root: root)
        guard engine.build(rootSize: nil) else { return nil }
        return engine.solution()
    }

    /// The size `view`'s own constraints give it when its width and height are pulled toward
    /// `target` at the two priorities, as `systemLayoutSizeFitting(_:…)`.
    /// A multi-line label inside is measured again at the width the first solve gives it, as in
    /// a layout pass, so a self-sizing cell is as tall as its wrapped text.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (horizontal: Float, vertical: Float)) -> CGSize {
        var engine = LayoutEngine(root: view)
        _ = engine.build(rootSize: (target, priorities))
        for _ in 0..<2 {
            let rewrapped = engine.views.filter { inner in
                guard inner !== view, let wrapping = inner as? HeightFollowsWidth,
                      let box = engine.boxes[ObjectIdentifier(inner)] else { return false }
                return wrapping.adoptSolvedWidth(engine.solver.value(of: box.width))
            }
            if rewrapped.isEmpty { break }
            engine = LayoutEngine(root: view)
            _ = engine.build(rootSize: (target, priorities))
        }
        guard let box = engine.boxes[ObjectIdentifier(view)] else { return target }
        return CGSize(width: engine.solver.value(of: box.width), height: engine.solver.value(of: box.height))
    }

    // MARK: Building

    /// Makes the unknowns and adds every constraint; false when no constraint governs the tree.
    private func build(rootSize: (target: CGSize, priorities: (horizontal: Float, vertical: Float))?) -> Bool {
        var constraints: [NSLayoutConstraint] = []
        var governed: [UIView] = []
        var named = Set<ObjectIdentifier>()
        collect(from: root, constraints: &constraints, governed: &governed)
        let isFitting = rootSize != nil
        // A fitting solve sees only constraints between items inside the view.
        if isFitting {
            constraints.removeAll { constraint in
                [constraint.firstLayoutItem, constraint.secondLayoutItem].contains { item in
                    item.map { !($0.view?.isDescendant(of: root) ?? false) } ?? false
                }
            }
        }
        guard !constraints.isEmpty || !governed.isEmpty || isFitting else { return false }
        for constraint in constraints {
            for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 }) {
                if let view = item.view { named.insert(ObjectIdentifier(view)) }
            }
        }
        for view in governed { named.insert(ObjectIdentifier(view)) }
        takePart(named: named)

        let rootBox = box(for: root)
        if let (target, priorities) = rootSize {
            for (variable, value) in [(rootBox.left, 0.0), (rootBox.top, 0.0)] {
                add(LinearExpression(variable), .equal, LinearExpression(constant: value))
            }
            add(LinearExpression(rootBox.width), .equal, LinearExpression(constant: target.width), priority: priorities.horizontal)
            add(LinearExpression(rootBox.height), .equal, LinearExpression(constant: target.height), priority: priorities.vertical)
        } else {
            hold(rootBox, at: CGRect(origin: .zero, size: root.bounds.size))
        }
        for view in views.dropFirst() where view.translatesAutoresizingMaskIntoConstraints {
            let parent = box(for: view.superview!)
            let frame = view.untransformedFrame.offsetBy(dx: -view.superview!.bounds.minX, dy: -view.superview!.bounds.minY)
            let own = box(for: view)
            add(LinearExpression(own.left), .equal, LinearExpression(parent.left) + frame.minX)
            add(LinearExpression(own.top), .equal, LinearExpression(parent.top) + frame.minY)
            add(LinearExpression(own.width), .equal, LinearExpression(constant: frame.width))
            add(LinearExpression(own.height), .equal, LinearExpression(constant: frame.height))
        }
        for constraint in constraints { add(constraint) }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints || (isFitting && view === root) {
            holdToContent(view)
        }
        return true
    }

    /// Gathers the active and internal constraints installed in the tree, in tree order, and the
    /// views laid out by constraints.
    private func collect(from view: UIView, constraints: inout [NSLayoutConstraint], governed: inout [UIView]) {
        constraints += view.internalConstraints
        constraints += view.layoutConstraints
        if view !== root, !view.translatesAutoresizingMaskIntoConstraints { governed.append(view) }
        // A cell's tree is solved on its own (UIView+LayoutPass.swift).
        for subview in view.subviews where !subview.isLayoutIsland {
            collect(from: subview, constraints: &constraints, governed: &governed)
        }
    }

    /// Gives unknowns to every named view and the views between it and the root, in tree order.
    private func takePart(named: Set<ObjectIdentifier>) {
        var taking = Set<ObjectIdentifier>([ObjectIdentifier(root)])
        for id in named {
            guard var view = viewsByID[id] else { continue }
            while taking.insert(ObjectIdentifier(view)).inserted, let superview = view.superview, view !== root {
                view = superview
            }
        }
        func visit(_ view: UIView) {
            guard taking.contains(ObjectIdentifier(view)) else { return }
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    /// Every view of the tree by identity, made on first use.
    private lazy var viewsByID: [ObjectIdentifier: UIView] = {
        var all: [ObjectIdentifier: UIView] = [:]
        func visit(_ view: UIView) {
            all[ObjectIdentifier(view)] = view
            view.subviews.forEach(visit)
        }
        visit(root)
        return all
    }()

    private func makeVariable() -> LayoutVariable {
        variableCount += 1
        return LayoutVariable(id: variableCount - 1)
    }

    private func box(for object: AnyObject) -> Box {
        if let box = boxes[ObjectIdentifier(object)] { return box }
        let box = Box(left: makeVariable(), top: makeVariable(), width: makeVariable(), height: makeVariable())
        boxes[ObjectIdentifier(object)] = box
        if let guide = object as? UILayoutGuide, guide.kind == .scrollContent, let owner = guide.owningView {
            // The content's origin lies the bounds' origin away from the scroll view's frame, so
            // it scrolls; its size is what the constraints make it, else the content size as set.
            let ownerBox = self.box(for: owner)
            add(LinearExpression(box.left), .equal, LinearExpression(ownerBox.left) + -owner.bounds.minX)
            add(LinearExpression(box.top), .equal, LinearExpression(ownerBox.top) + -owner.bounds.minY)
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            add(LinearExpression(box.width), .equal, LinearExpression(constant: size.width), priority: 1)
            add(LinearExpression(box.height), .equal, LinearExpression(constant: size.height), priority: 1)
            add(LinearExpression(box.width), .greaterThanOrEqual, LinearExpression(constant: 0))
            add(LinearExpression(box.height), .greaterThanOrEqual, LinearExpression(constant: 0))
        } else if let guide = object as? UILayoutGuide, guide.kind != .added, let owner = guide.owningView {
            let insets = guide.insets(in: owner)
            let ownerBox = self.box(for: owner)
            add(LinearExpression(box.left), .equal, LinearExpression(ownerBox.left) + insets.left)
            add(LinearExpression(box.top), .equal, LinearExpression(ownerBox.top) + insets.top)
            add(LinearExpression(box.width), .equal, LinearExpression(ownerBox.width) + -(insets.left + insets.right))
            add(LinearExpression(box.height), .equal, LinearExpression(ownerBox.height) + -(insets.top + insets.bottom))
        }
        return box
    }

    private func hold(_ box: Box, at rect: CGRect) {
        for (variable, value) in [(box.left, rect.minX), (box.top, rect.minY), (box.width, rect.width), (box.height, rect.height)] {
            add(LinearExpression(variable), .equal, LinearExpression(constant: value))
        }
    }

    /// Holds a view to its intrinsic content size: no larger at its hugging priority and no
    /// smaller at its compression resistance, on each axis that has a size.
    private func holdToContent(_ view: UIView) {
        let size = view.intrinsicContentSize
        let box = box(for: view)
        for (axis, length, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, box.width), (.vertical, size.height, box.height)]
            where length != UIView.noIntrinsicMetric {
            add(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: length),
                priority: view.contentHuggingPriority(for: axis).rawValue)
            add(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: length),
                priority: view.contentCompressionResistancePriority(for: axis).rawValue)
        }
    }

    private func add(_ lhs: LinearExpression, _ relation: LinearConstraint.Relation, _ rhs: LinearExpression,
                     priority: Float = LinearConstraint.required) {
        try? solver.add(LinearConstraint(lhs, relation, rhs, priority: min(priority, LinearConstraint.required)))
    }

    /// Adds a constraint of the app's, breaking it to priority 999 when it cannot hold.
    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstLayoutItem, let lhs = expression(first, constraint.firstAttribute) else { return }
        var rhs = LinearExpression(constant: constraint.constant)
        if let second = constraint.secondLayoutItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = expression(second, constraint.secondAttribute) else { return }
            rhs = other * constraint.multiplier + constraint.constant
        }
        let relation: LinearConstraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let linear = LinearConstraint(lhs, relation, rhs, priority: constraint.priority.rawValue)
        do {
            try solver.add(linear)
        } catch {
            var broken = linear
            broken.priority = UILayoutPriority.required.rawValue - 1
            try? solver.add(broken)
            if !constraint.wasBroken {
                constraint.wasBroken = true
                ToleratedMisuse.report("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(constraint)")
            }
        }
    }

    /// An item's attribute in root coordinates (or as a length), or nil when the item is
    /// outside the tree.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let view = item.view, boxes[ObjectIdentifier(view)] != nil || view === root || view.isDescendant(of: root) else { return nil }
        if case let .view(view) = item, let guideAttribute = attribute.withoutMargins {
            return expression(.guide(view.layoutMarginsGuide), guideAttribute)
        }
        let attribute = attribute.withoutMargins ?? attribute
        let box = box(for: item.object)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = LinearExpression(box.left), top = LinearExpression(box.top)
        let width = LinearExpression(box.width), height = LinearExpression(box.height)
        switch attribute {
        case .left: return left
        case .right: return left + width
        // Right to left, leading and trailing run leftwards: they are the right and left edges
        // negated, so a positive constant moves a view the way text reads, as UIKit applies it.
        case .leading: return rightToLeft ? (left + width) * -1 : left
        case .trailing: return rightToLeft ? left * -1 : left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline, .lastBaseline:
            guard case let .view(view) = item else { return top + height }
            let placement = view.baselinePlacement(first: attribute == .firstBaseline)
            return top + height * placement.fractionOfHeight + placement.offset
        default: return nil
        }
    }

    // MARK: Reading the solution

    private func solution() -> LayoutSolution {
        var solution = LayoutSolution()
        let scale = root.pixelScale
        func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }
        func frame(of box: Box, in parent: Box?) -> CGRect {
            let originX = solver.value(of: box.left) - (parent.map { solver.value(of: $0.left) } ?? 0)
            let originY = solver.value(of: box.top) - (parent.map { solver.value(of: $0.top) } ?? 0)
            let x = rounded(originX), y = rounded(originY)
            return CGRect(x: x, y: y, width: rounded(originX + solver.value(of: box.width)) - x,
                          height: rounded(originY + solver.value(of: box.height)) - y)
        }
        for view in views {
            view.layoutState.frameIsRead = view.translatesAutoresizingMaskIntoConstraints
            for guide in view.addedGuides + view.systemGuides.filter({ $0.kind == .scrollContent }) {
                guard let box = boxes[ObjectIdentifier(guide)] else { continue }
                solution.guides.append((guide, frame(of: box, in: boxes[ObjectIdentifier(view)]).offsetBy(dx: view.bounds.minX, dy: view.bounds.minY)))
            }
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                  let box = boxes[ObjectIdentifier(view)] else { continue }
            let parent = boxes[ObjectIdentifier(superview)]
            solution.place(view, at: frame(of: box, in: parent).offsetBy(dx: superview.bounds.minX, dy: superview.bounds.minY))
        }
        return solution
    }
}

extension NSLayoutConstraint.Attribute {
    /// For a margin attribute, the attribute of the margins guide it stands for.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension UIView {
    /// The frame with the transform left out: where the bounds sit around `center`, as
    /// constraints place a view whatever its transform.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - layer.anchorPoint.x * size.width, y: center.y - layer.anchorPoint.y * size.height,
                      width: size.width, height: size.height)
    }

    /// Pixels per point of the screen the view is shown on, to which UIKit rounds frames that
    /// constraints give.
    var pixelScale: Double {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : UIScreen.main.scale
    }
}
