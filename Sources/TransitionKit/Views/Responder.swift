import Foundation

/// An object in the chain that handles events, as `UIResponder`: views and view controllers
/// derive from it, and so does an app delegate. There is no keyboard or focus here, so a
/// responder becomes first responder only in name: `isFirstResponder` says whether it asked
/// last, which is what code that dismisses a keyboard reads.
open class Responder: NSObject {
    /// The next responder: a view's controller or superview, a controller's view's superview.
    open var next: Responder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { Responder.first === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        Responder.first = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Responder.first === self { Responder.first = nil }
        return true
    }

    /// The one first responder, per thread, as a window has one.
    private static var first: Responder? {
        get { (Thread.current.threadDictionary[firstKey] as? WeakResponder)?.responder }
        set { Thread.current.threadDictionary[firstKey] = newValue.map(WeakResponder.init) }
    }
    private static let firstKey = "TransitionKit.Responder.first"

    private final class WeakResponder {
        weak var responder: Responder?
        init(_ responder: Responder) { self.responder = responder }
    }
}
