import Foundation
import QuartzCore

// On iOS these classes derive from `NSObject`, which makes them `Equatable` and `Hashable` by
// identity. Views, controllers and gesture recognizers derive from Foundation's `NSObject`
// here too; layers, animations, presentation controllers and images stay plain Swift classes
// (a layer tree is copied every frame) and get the same identity conformance here.

/// Equal when the same object, as `NSObject.isEqual(_:)` is unless a class says otherwise.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CALayer: IdentityHashable {}
extension CAAnimation: IdentityHashable {}
extension UIPresentationController: IdentityHashable {}
extension UIImage: IdentityHashable {}
