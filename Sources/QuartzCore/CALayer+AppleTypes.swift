import Foundation
import TransitionKit

/// `CALayer`'s members whose Core Animation types differ from TransitionKit's (`Float`
/// opacities, optional colours and sublayers), and the settings that only matter on a GPU,
/// kept so ported code can set and read them.
extension Layer {
    public var opacity: Float {
        get { Float(opacityValue) }
        set { opacityValue = Double(newValue) }
    }

    public var shadowOpacity: Float {
        get { Float(shadowOpacityValue) }
        set { shadowOpacityValue = Double(newValue) }
    }

    public var speed: Float {
        get { Float(speedValue) }
        set { speedValue = Double(newValue) }
    }

    /// nil when there are none, as Core Animation gives it.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set { setSublayers(newValue ?? []) }
    }

    /// nil draws no border colour (clear).
    public var borderColor: CGColor? {
        get { borderColorValue }
        set { borderColorValue = newValue ?? .clear }
    }

    public var shadowColor: CGColor? {
        get { shadowColorValue }
        set { shadowColorValue = newValue ?? .clear }
    }

    /// The layer as it looks now, as Core Animation's optional `presentation()`.
    public func presentation() -> Self? { presentationTree() as? Self }

    /// The keys of the running animations, or nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationKeyList()
        return keys.isEmpty ? nil : keys
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertSublayer(layer, at: Int(index))
    }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }
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

    /// Actions by key, as `CALayer.actions`; kept for ported code (an `NSNull` there turns
    /// off an implicit animation that headless layers never make).
    public var actions: [String: any CAAction]? {
        get { keyedValues["actions"] as? [String: any CAAction] }
        set { keyedValues["actions"] = newValue }
    }

    /// Key-value coding: animatable properties by name, and otherwise `keyedValues`, for tags
    /// and for the GPU-only settings below.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    public var contentsScale: CGFloat { get { setting("contentsScale", 1) } set { keyedValues["contentsScale"] = newValue } }
    public var rasterizationScale: CGFloat { get { setting("rasterizationScale", 1) } set { keyedValues["rasterizationScale"] = newValue } }
    public var shouldRasterize: Bool { get { setting("shouldRasterize", false) } set { keyedValues["shouldRasterize"] = newValue } }
    public var allowsEdgeAntialiasing: Bool { get { setting("allowsEdgeAntialiasing", false) } set { keyedValues["allowsEdgeAntialiasing"] = newValue } }
    public var allowsGroupOpacity: Bool { get { setting("allowsGroupOpacity", true) } set { keyedValues["allowsGroupOpacity"] = newValue } }
    public var drawsAsynchronously: Bool { get { setting("drawsAsynchronously", false) } set { keyedValues["drawsAsynchronously"] = newValue } }
    public var isOpaque: Bool { get { setting("isOpaque", false) } set { keyedValues["isOpaque"] = newValue } }
    public var anchorPointZ: CGFloat { get { setting("anchorPointZ", 0) } set { keyedValues["anchorPointZ"] = newValue } }
    public var contentsRect: CGRect { get { setting("contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1)) } set { keyedValues["contentsRect"] = newValue } }
    public var contentsCenter: CGRect { get { setting("contentsCenter", CGRect(x: 0, y: 0, width: 1, height: 1)) } set { keyedValues["contentsCenter"] = newValue } }
    /// How corners are rounded; a continuous curve is drawn as a circular one.
    public var cornerCurve: CALayerCornerCurve { get { setting("cornerCurve", .circular) } set { keyedValues["cornerCurve"] = newValue } }

    public func removeAllSublayers() { setSublayers([]) }

    private func setting<Value>(_ key: String, _ fallback: Value) -> Value { keyedValues[key] as? Value ?? fallback }
}

/// `CACornerMask`.
public typealias CACornerMask = CornerMask

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
extension Animation: CAAction {}
