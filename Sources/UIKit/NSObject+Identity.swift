import Foundation
import TransitionKit

// On iOS these classes derive from `NSObject`, which makes them `Equatable` and `Hashable` by
// identity: `toViewController.presentingViewController == fromViewController` and a `Set` of
// views are everyday iOS code. TransitionKit's classes are plain Swift classes, so they get
// the same conformance here.

extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewController: Hashable {
    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Layer: Hashable {
    public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Animation: Hashable {
    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PresentationController: Hashable {
    public static func == (lhs: PresentationController, rhs: PresentationController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image: Hashable {
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
