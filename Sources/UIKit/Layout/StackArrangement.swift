import Foundation
import QuartzCore

/// The constraints a `UIStackView` arranges its views with, made afresh whenever its views or
/// settings change, as UIKit's stack view makes its own.
struct StackArrangement {
    private(set) var constraints: [NSLayoutConstraint] = []
    private let stack: UIStackView
    private let horizontal: Bool

    init(stack: UIStackView) {
        self.stack = stack
        horizontal = stack.axis == .horizontal
        let shown = stack.arrangedSubviews.filter { !$0.isHidden }
        for view in stack.arrangedSubviews where view.isHidden {
            constraints.append(NSLayoutConstraint(item: view, attribute: size, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: 0))
        }
        guard let first = shown.first, let last = shown.last else { return }
        arrangeAlong(shown, first: first, last: last)
        for view in shown { arrangeAcross(view, first: first) }
    }

    // Attribute names along and across the axis.
    private var leading: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trailing: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var size: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossLeading: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var crossSize: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// The stack's own edge for `attribute`: its bounds', or its margins' when the arrangement
    /// is relative to them.
    private func edge(_ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        stack.isLayoutMarginsRelativeArrangement ? (stack.layoutMarginsGuide, attribute) : (stack, attribute)
    }

    private mutating func relate(_ a: AnyObject, _ aAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                 _ b: AnyObject?, _ bAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                                 constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        let constraint = NSLayoutConstraint(item: a, attribute: aAttribute, relatedBy: relation, toItem: b,
                                            attribute: b == nil ? .notAnAttribute : bAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraints.append(constraint)
    }

    private mutating func arrangeAlong(_ shown: [UIView], first: UIView, last: UIView) {
        let (startItem, startAttribute) = edge(leading), (endItem, endAttribute) = edge(trailing)
        relate(first, leading, .equal, startItem, startAttribute)
        relate(last, trailing, .equal, endItem, endAttribute)
        for (view, next) in zip(shown, shown.dropFirst()) {
            let gap = stack.spacing(after: view)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(next, leading, .equal, view, trailing, constant: gap)
            case .equalSpacing, .equalCentering:
                relate(next, leading, .greaterThanOrEqual, view, trailing, constant: gap)
            }
        }
        switch stack.distribution {
        case .fill:
            // Of views that hug equally, all but the last hug a little harder, so the last grows.
            for view in shown.dropLast() {
                let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
                let content = view.intrinsicContentSize
                let length = horizontal ? content.width : content.height
                guard length != UIView.noIntrinsicMetric else { continue }
                relate(view, size, .lessThanOrEqual, nil, .notAnAttribute, constant: length,
                       priority: view.contentHuggingPriority(for: axis) + StackArrangement.tieBreak)
            }
        case .fillEqually:
            for view in shown.dropFirst() { relate(view, size, .equal, first, size) }
        case .fillProportionally:
            let lengths = shown.map { view -> CGFloat in
                let content = view.intrinsicContentSize
                return max(horizontal ? content.width : content.height, 0)
            }
            guard let base = lengths.first, base > 0 else { break }
            for (view, length) in zip(shown, lengths).dropFirst() where length > 0 {
                relate(view, size, .equal, first, size, multiplier: length / base, priority: UILayoutPriority(999))
            }
        case .equalSpacing, .equalCentering:
            // Spacer guides between neighbours, all of one length: equal gaps, or equal
            // distances between centres.
            let anchor: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = stack.distribution == .equalSpacing
                ? (trailing, leading) : (center, center)
            var firstSpacer: UILayoutGuide?
            for (view, next) in zip(shown, shown.dropFirst()) {
                let spacer = UILayoutGuide()
                spacer.owningView = stack
                relate(spacer, leading, .equal, view, anchor.0)
                relate(spacer, trailing, .equal, next, anchor.1)
                if let firstSpacer { relate(spacer, size, .equal, firstSpacer, size) }
                firstSpacer = firstSpacer ?? spacer
            }
        }
    }

    private mutating func arrangeAcross(_ view: UIView, first: UIView) {
        let (startItem, startAttribute) = edge(crossLeading), (endItem, endAttribute) = edge(crossTrailing)
        switch stack.alignment {
        case .fill:
            relate(view, crossLeading, .equal, startItem, startAttribute)
            relate(view, crossTrailing, .equal, endItem, endAttribute)
            return
        case .leading:
            relate(view, crossLeading, .equal, startItem, startAttribute)
        case .trailing:
            relate(view, crossTrailing, .equal, endItem, endAttribute)
        case .center:
            let (centerItem, centerAttribute) = edge(crossCenter)
            relate(view, crossCenter, .equal, centerItem, centerAttribute)
        case .firstBaseline, .lastBaseline:
            guard horizontal else {
                relate(view, crossLeading, .equal, startItem, startAttribute)
                break
            }
            let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { relate(view, baseline, .equal, first, baseline) }
        }
        // Every view inside the stack, which hugs the largest of them.
        relate(view, crossLeading, .greaterThanOrEqual, startItem, startAttribute)
        relate(view, crossTrailing, .lessThanOrEqual, endItem, endAttribute)
        if view === first {
            relate(stack, crossSize, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
        }
    }

    /// How much harder than its own hugging a view that is not last hugs in a `.fill` stack.
    private static let tieBreak: Float = 0.01
}
