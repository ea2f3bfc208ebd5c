import CoreGraphics
import Foundation

extension CALayer {
    /// The layer as it looks now, as Core Animation's `presentation()`: a copy of the tree with
    /// every animation applied (see `presentationTree()`).
    public func presentation() -> Self? { presentationTree() as? Self }

    /// The keys of the running animations, or nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationRuns.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertSublayer(layer, at: Int(index))
    }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }
    /// The model layer: layers here are their own models, and presentations are copies of them.
    public func model() -> Self { self }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: index)
    }

    /// Whether `p`, in this layer's space, is inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible sublayer containing `p`, given in the superlayer's space, as Core
    /// Animation hit-tests; front-most sublayers first.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacityValue > 0 else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p
        guard contains(local) || !masksToBounds else { return nil }
        for sublayer in sublayerList.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Key-value coding: animatable properties by name, and otherwise a value kept for the key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    package func removeAllSublayers() { setSublayers([]) }
}

/// The shape of rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Something a layer runs for a key, as `CAAction`; an `NSNull` in `actions` means none.
public protocol CAAction {}
extension NSNull: CAAction {}
extension CAAnimation: CAAction {}
