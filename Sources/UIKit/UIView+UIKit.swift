import Foundation
import TransitionKit

/// `UIView`'s members that TransitionKit's view leaves out. Settings that change nothing on a
/// headless screen (`isOpaque`, `translatesAutoresizingMaskIntoConstraints` …) are kept in the
/// layer's `keyedValues`, so ported code reads back what it set.
extension View {
    /// A view whose alpha masks this one, as `UIView.mask`: its layer becomes this layer's mask.
    public var mask: UIView? {
        get { layer.keyedValues["view.mask"] as? UIView }
        set {
            layer.keyedValues["view.mask"] = newValue
            layer.mask = newValue?.layer
        }
    }

    public var isOpaque: Bool { get { setting("isOpaque", true) } set { layer.keyedValues["view.isOpaque"] = newValue } }
    public var isExclusiveTouch: Bool { get { setting("isExclusiveTouch", false) } set { layer.keyedValues["view.isExclusiveTouch"] = newValue } }
    public var isMultipleTouchEnabled: Bool { get { setting("isMultipleTouchEnabled", false) } set { layer.keyedValues["view.isMultipleTouchEnabled"] = newValue } }
    public var autoresizesSubviews: Bool { get { setting("autoresizesSubviews", true) } set { layer.keyedValues["view.autoresizesSubviews"] = newValue } }
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { setting("translatesAutoresizingMaskIntoConstraints", true) }
        set { layer.keyedValues["view.translatesAutoresizingMaskIntoConstraints"] = newValue }
    }
    public var accessibilityIdentifier: String? { get { setting("accessibilityIdentifier", nil) } set { layer.keyedValues["view.accessibilityIdentifier"] = newValue } }
    public var restorationIdentifier: String? { get { setting("restorationIdentifier", nil) } set { layer.keyedValues["view.restorationIdentifier"] = newValue } }
    public var layoutMargins: UIEdgeInsets { get { setting("layoutMargins", UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) } set { layer.keyedValues["view.layoutMargins"] = newValue } }
    public var safeAreaLayoutGuide: UIView { self }
    public var contentScaleFactor: CGFloat { get { UIScreen.main.scale } set {} }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { layer.keyedValues["view.gestureRecognizers"] as? [UIGestureRecognizer] }
        set { layer.keyedValues["view.gestureRecognizers"] = newValue }
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = gestureRecognizers?.filter { $0 !== recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// This view or the first subview, depth first, with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (a, b) = (subviews[index1], subviews[index2])
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
    }

    /// Layout happens as sizes change (`layoutSubviews`); these ask for nothing more.
    public func setNeedsLayout() {}
    public func setNeedsUpdateConstraints() {}
    public func updateConstraintsIfNeeded() {}

    public func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    public func point(inside point: CGPoint, with event: Any?) -> Bool { bounds.contains(point) }

    /// The deepest visible subview under `point` (this view's coordinates), as `hitTest(_:with:)`.
    public func hitTest(_ point: CGPoint, with event: Any?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }

    /// Draws this view's current look into the current image context, as
    /// `drawHierarchy(in:afterScreenUpdates:)` inside `UIGraphicsImageRenderer.image`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let snapshot = snapshotView(afterScreenUpdates: afterUpdates) else { return false }
        snapshot.frame = rect
        context.draw(snapshot.layer)
        return true
    }

    /// Whom the open `beginAnimations` block's start and stop selectors are sent to.
    public static func setAnimationDelegate(_ delegate: Any?) {
        openAnimationBlock?.delegate = delegate
    }

    /// The delegate's method called when the block's animations start, as
    /// `animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)`.
    public static func setAnimationWillStart(_ selector: Selector?) {
        openAnimationBlock?.willStart = selector.map { selector in
            { delegate, id, context in selector.perform(on: delegate, withArguments: [id, context]) }
        }
    }

    /// The delegate's method called once the block's animations have stopped, as
    /// `animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?)`.
    public static func setAnimationDidStop(_ selector: Selector?) {
        openAnimationBlock?.didStop = selector.map { selector in
            { delegate, id, finished, context in
                selector.perform(on: delegate, withArguments: [id, NSNumber(value: finished), context])
            }
        }
    }

    private func setting<Value>(_ key: String, _ fallback: Value) -> Value {
        layer.keyedValues["view." + key] as? Value ?? fallback
    }
}
