import Foundation
import TransitionKit

// On iOS these classes derive from `NSObject`, which makes them `Equatable` and `Hashable` by
// identity: `toViewController.presentingViewController == fromViewController` and a `Set` of
// views are everyday iOS code. TransitionKit's classes are plain Swift classes, so they get
// the same conformance here.

/// Equal when the same object, as `NSObject.isEqual(_:)` is unless a class says otherwise.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension View: IdentityHashable {}
extension ViewController: IdentityHashable {}
extension Layer: IdentityHashable {}
extension Animation: IdentityHashable {}
extension PresentationController: IdentityHashable {}
extension UIGestureRecognizer: IdentityHashable {}
extension Image: IdentityHashable {}
