import Foundation
import QuartzCore

/// An object in the chain that handles events, as `UIResponder`: views and view controllers
/// derive from it, and so does an app delegate. There is no keyboard or focus here, so a
/// responder becomes first responder only in name: `isFirstResponder` says whether it asked
/// last, which is what code that dismisses a keyboard reads.
open class UIResponder: NSObject {
    /// The next responder: a view's controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.first === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.first = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.first === self { UIResponder.first = nil }
        return true
    }

    // Touches and motion, as UIResponder declares them for subclasses to override. No touches
    // reach a responder here (scenarios play gestures through their recognizers), so these
    // are called only by an app's own code.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Whether this responder handles an edit-menu action such as copy or paste, as
    /// `canPerformAction(_:withSender:)`; false, with no menu to show.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    // The edit menu's standard commands (UIResponderStandardEditActions), for a responder to
    // override; with no menu to choose them from, nothing calls them but the app.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}

    /// Hears a change of a key path this responder observes with
    /// `addObserver(_:forKeyPath:options:context:)`, as `NSObject`'s method; override it.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// The one first responder, per thread, as a window has one.
    private static var first: UIResponder? {
        get { firstOnThread.value?.responder }
        set { firstOnThread.value = newValue.map(WeakResponder.init) }
    }
    private static let firstOnThread = ThreadLocal<WeakResponder?> { nil }

    private final class WeakResponder {
        weak var responder: UIResponder?
        init(_ responder: UIResponder) { self.responder = responder }
    }
}

extension UIResponder: KeyValueObserver {}

extension UIView: KeyValueReading {
    /// A view's computed properties that apps observe by key path.
    package func observedValue(forKey key: String) -> Any? {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "contentOffset": (self as? UIScrollView)?.contentOffset
        default: nil
        }
    }
}
