import Foundation
import QuartzCore

// On iOS these classes derive from `NSObject`, which makes them `Equatable` and `Hashable` by
// identity. Views, controllers and gesture recognizers derive from Foundation's `NSObject`
// here too; layers, animations, presentation controllers and images stay plain Swift classes
// (a layer tree is copied every frame) and get the same conformances here.

// Equal when the same object, as `NSObject.isEqual(_:)` is unless a class says otherwise.

extension CALayer: Hashable {
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CAAnimation: Hashable {
    public static func == (lhs: CAAnimation, rhs: CAAnimation) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIPresentationController: Hashable {
    public static func == (lhs: UIPresentationController, rhs: UIPresentationController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Hashed as `UIImage`'s `==` compares: by the picture shown and its scale.
extension UIImage: Hashable {
    public func hash(into hasher: inout Hasher) {
        if let cgImage { hasher.combine(ObjectIdentifier(cgImage)) } else { hasher.combine(ObjectIdentifier(self)) }
        hasher.combine(scale)
    }
}
