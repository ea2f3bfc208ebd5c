import Foundation
import QuartzCore

/// `UIView`'s members for gestures, tags, subview order, hit-testing and the old animation blocks.
extension UIView {
    public var contentScaleFactor: CGFloat { get { UIScreen.main.scale } set {} }
    public static let noIntrinsicMetric: CGFloat = -1

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
}

extension UIView {
    /// The class archived in place of this one, as `NSObject.classForCoder()`: the class itself,
    /// as older code passes it to `register(_:forCellReuseIdentifier:)`.
    public class func classForCoder() -> AnyClass { self }
}
