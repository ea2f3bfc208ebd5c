import CoreGraphics
import Foundation

/// An animatable layer property addressed by its Core Animation key path, e.g. "position.x" or
/// "transform.rotation.z": which value kinds it takes, and how to read and write it.
///
/// A class, not a struct: every model property's setter, and every animation at every frame,
/// passes one around, and a struct of three closures, two strings and an array is retained and
/// released field by field at each copy.
package final class LayerKeyPath: Sendable {
    package let name: String
    /// The kinds of value it takes; the first is what `value(of:)` gives by default.
    package let kinds: [AnimatableValue.Kind]
    /// The layer class it needs, for messages; nil for every layer.
    let layerClass: String?
    let appliesTo: @Sendable (CALayer) -> Bool
    let get: @Sendable (CALayer, AnimatableValue.Kind) -> AnimatableValue
    package let set: @Sendable (CALayer, AnimatableValue) -> Void

    init(name: String, kinds: [AnimatableValue.Kind], layerClass: String?, appliesTo: @escaping @Sendable (CALayer) -> Bool,
         get: @escaping @Sendable (CALayer, AnimatableValue.Kind) -> AnimatableValue,
         set: @escaping @Sendable (CALayer, AnimatableValue) -> Void) {
        (self.name, self.kinds, self.layerClass, self.appliesTo, self.get, self.set) = (name, kinds, layerClass, appliesTo, get, set)
    }

    /// The current value in the first kind, or in `kind` when the path takes several.
    package func value(of layer: CALayer, as kind: AnimatableValue.Kind? = nil) -> AnimatableValue {
        get(layer, kind ?? kinds[0])
    }

    package static func named(_ name: String) -> LayerKeyPath? { all[name] }

    // The properties a model layer reports as they change (`CALayer.modelDidChange(_:from:)`),
    // declared once: a setter names the table's own entry, so it cannot name one that is not there.
    package static let bounds = rect("bounds", { $0.bounds }, { $0.bounds = $1 })
    package static let position = point("position", { $0.position }, { $0.position = $1 })
    package static let anchorPoint = point("anchorPoint", { $0.anchorPoint }, { $0.anchorPoint = $1 })
    package static let zPosition = double("zPosition", { $0.zPosition }, { $0.zPosition = $1 })
    package static let opacity = double("opacity", { $0.opacityValue }, { $0.opacityValue = $1 })
    package static let backgroundColor = optionalColor("backgroundColor", { $0.backgroundColor }, { $0.backgroundColor = $1 })
    package static let cornerRadius = double("cornerRadius", { $0.cornerRadius }, { $0.cornerRadius = $1 })
    package static let borderWidth = double("borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 })
    package static let borderColor = optionalColor("borderColor", { $0.borderColor }, { $0.borderColor = $1 })
    package static let shadowColor = optionalColor("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 })
    package static let shadowOpacity = double("shadowOpacity", { $0.shadowOpacityValue }, { $0.shadowOpacityValue = $1 })
    package static let shadowRadius = double("shadowRadius", { $0.shadowRadius }, { $0.shadowRadius = $1 })
    package static let shadowOffset = size("shadowOffset", { $0.shadowOffset }, { $0.shadowOffset = $1 })
    package static let transform = transform("transform", { $0.transform }, { $0.transform = $1 })
    package static let sublayerTransform = transform("sublayerTransform", { $0.sublayerTransform }, { $0.sublayerTransform = $1 })

    /// Every supported key path, by name.
    static let all: [String: LayerKeyPath] = {
        var paths: [LayerKeyPath] = [
            bounds,
            point("bounds.origin", { $0.bounds.origin }, { $0.bounds.origin = $1 }),
            double("bounds.origin.x", { $0.bounds.origin.x }, { $0.bounds.origin.x = $1 }),
            double("bounds.origin.y", { $0.bounds.origin.y }, { $0.bounds.origin.y = $1 }),
            size("bounds.size", { $0.bounds.size }, { $0.bounds.size = $1 }),
            double("bounds.size.width", { $0.bounds.size.width }, { $0.bounds.size.width = $1 }),
            double("bounds.size.height", { $0.bounds.size.height }, { $0.bounds.size.height = $1 }),
            position,
            double("position.x", { $0.position.x }, { $0.position.x = $1 }),
            double("position.y", { $0.position.y }, { $0.position.y = $1 }),
            anchorPoint,
            zPosition,
            opacity,
            backgroundColor,
            cornerRadius,
            borderWidth,
            borderColor,
            shadowColor,
            shadowOpacity,
            shadowRadius,
            shadowOffset,
            shape("path", [.path], { .path($0.pathElements ?? BezierPath()) }, { $0.pathElements = $1.path }),
            shape("fillColor", [.color], { .color($0.fillColor ?? .clear) }, { $0.fillColor = $1.color }),
            shape("strokeColor", [.color], { .color($0.strokeColor ?? .clear) }, { $0.strokeColor = $1.color }),
            shape("strokeStart", [.double], { .double($0.strokeStart) }, { $0.strokeStart = $1.double }),
            shape("strokeEnd", [.double], { .double($0.strokeEnd) }, { $0.strokeEnd = $1.double }),
            shape("lineWidth", [.double], { .double($0.lineWidth) }, { $0.lineWidth = $1.double }),
            shape("lineDashPhase", [.double], { .double($0.lineDashPhase) }, { $0.lineDashPhase = $1.double }),
            shape("miterLimit", [.double], { .double($0.miterLimit) }, { $0.miterLimit = $1.double }),
            text("foregroundColor", [.color], { .color($0.foregroundColor ?? .clear) }, { $0.foregroundColor = $1.color }),
            on(CALayer.self, "shadowPath", [.path], { l, _ in .path(l.shadowOutline ?? BezierPath()) }, { $0.shadowOutline = $1.path }),
            on(CAGradientLayer.self, "startPoint", [.point], { l, _ in .point(l.startPoint) }, { $0.startPoint = $1.point }),
            on(CAGradientLayer.self, "endPoint", [.point], { l, _ in .point(l.endPoint) }, { $0.endPoint = $1.point }),
            on(CAReplicatorLayer.self, "instanceTransform", [.transform], { l, _ in .transform(l.instanceTransform) },
               { $0.instanceTransform = $1.transform }),
            on(CAReplicatorLayer.self, "instanceDelay", [.double], { l, _ in .double(l.instanceDelay) }, { $0.instanceDelay = $1.double }),
            on(CAReplicatorLayer.self, "instanceColor", [.color], { l, _ in .color(l.instanceColor ?? .white) }, { $0.instanceColor = $1.color }),
            on(CAEmitterLayer.self, "emitterPosition", [.point], { l, _ in .point(l.emitterPosition) }, { $0.emitterPosition = $1.point }),
            on(CAEmitterLayer.self, "birthRate", [.double], { l, _ in .double(Double(l.birthRate)) }, { $0.birthRate = Float($1.double) }),
            // An array element of another kind is dropped rather than trusted.
            on(CAGradientLayer.self, "colors", [.list], { l, _ in (l.colorList ?? []).animatableValue },
               { $0.colorList = $1.list.compactMap { if case .color(let c) = $0 { c } else { nil } } }),
            on(CAGradientLayer.self, "locations", [.list], { l, _ in (l.stops ?? []).animatableValue },
               { $0.stops = $1.list.compactMap { if case .double(let v) = $0 { v } else { nil } } }),
            text("fontSize", [.double], { .double($0.fontSize) }, { $0.fontSize = $1.double }),
        ]
        paths += [transform, sublayerTransform]
        paths += transformParts("transform", { $0.transform }, { $0.transform = $1 })
        paths += transformParts("sublayerTransform", { $0.sublayerTransform }, { $0.sublayerTransform = $1 })
        return Dictionary(uniqueKeysWithValues: paths.map { ($0.name, $0) })
    }()

    /// Every supported key path name, sorted, for error messages.
    static var allNames: [String] { all.keys.sorted() }

    // MARK: Building key paths
    //
    // Each property is read and written by a closure of its own rather than through a Swift
    // `KeyPath`: a presentation writes one for every running animation at every frame, and
    // applying a key path (a generic projection, with a writeback buffer for a nested member
    // such as "position.x") cost several times the write itself.

    private static func on<L: CALayer>(_ type: L.Type, _ name: String, _ kinds: [AnimatableValue.Kind],
                                     _ get: @escaping @Sendable (L, AnimatableValue.Kind) -> AnimatableValue,
                                     _ set: @escaping @Sendable (L, AnimatableValue) -> Void) -> LayerKeyPath {
        LayerKeyPath(
            name: name, kinds: kinds, layerClass: type == CALayer.self ? nil : String(describing: type),
            appliesTo: { $0 is L },
            get: { get($0 as! L, $1) },
            set: { set($0 as! L, $1) })
    }

    /// A property every layer has, of one value kind: no class to check or cast.
    private static func base(_ name: String, _ kind: AnimatableValue.Kind,
                             _ get: @escaping @Sendable (CALayer) -> AnimatableValue,
                             _ set: @escaping @Sendable (CALayer, AnimatableValue) -> Void) -> LayerKeyPath {
        LayerKeyPath(name: name, kinds: [kind], layerClass: nil, appliesTo: { _ in true }, get: { layer, _ in get(layer) }, set: set)
    }

    /// A number, stored as a `CGFloat` (geometry) or a `Double` (`opacityValue`).
    private static func double<Number: BinaryFloatingPoint & Sendable>(
        _ name: String, _ get: @escaping @Sendable (CALayer) -> Number, _ set: @escaping @Sendable (CALayer, Number) -> Void
    ) -> LayerKeyPath {
        base(name, .double, { .double(Double(get($0))) }, { set($0, Number($1.double)) })
    }
    private static func point(_ name: String, _ get: @escaping @Sendable (CALayer) -> CGPoint,
                              _ set: @escaping @Sendable (CALayer, CGPoint) -> Void) -> LayerKeyPath {
        base(name, .point, { .point(get($0)) }, { set($0, $1.point) })
    }
    private static func size(_ name: String, _ get: @escaping @Sendable (CALayer) -> CGSize,
                             _ set: @escaping @Sendable (CALayer, CGSize) -> Void) -> LayerKeyPath {
        base(name, .size, { .size(get($0)) }, { set($0, $1.size) })
    }
    private static func rect(_ name: String, _ get: @escaping @Sendable (CALayer) -> CGRect,
                             _ set: @escaping @Sendable (CALayer, CGRect) -> Void) -> LayerKeyPath {
        base(name, .rect, { .rect(get($0)) }, { set($0, $1.rect) })
    }
    /// An optional colour animates from and to clear when absent.
    private static func optionalColor(_ name: String, _ get: @escaping @Sendable (CALayer) -> CGColor?,
                                      _ set: @escaping @Sendable (CALayer, CGColor) -> Void) -> LayerKeyPath {
        base(name, .color, { .color(get($0) ?? .clear) }, { set($0, $1.color) })
    }
    private static func shape(_ name: String, _ kinds: [AnimatableValue.Kind],
                              _ get: @escaping @Sendable (CAShapeLayer) -> AnimatableValue,
                              _ set: @escaping @Sendable (CAShapeLayer, AnimatableValue) -> Void) -> LayerKeyPath {
        on(CAShapeLayer.self, name, kinds, { l, _ in get(l) }, set)
    }
    private static func text(_ name: String, _ kinds: [AnimatableValue.Kind],
                             _ get: @escaping @Sendable (CATextLayer) -> AnimatableValue,
                             _ set: @escaping @Sendable (CATextLayer, AnimatableValue) -> Void) -> LayerKeyPath {
        on(CATextLayer.self, name, kinds, { l, _ in get(l) }, set)
    }
}
