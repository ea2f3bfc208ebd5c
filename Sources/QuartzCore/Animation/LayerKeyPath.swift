import CoreGraphics
import Foundation

/// An animatable layer property addressed by its Core Animation key path, e.g. "position.x" or
/// "transform.rotation.z": which value kinds it takes, and how to read and write it.
package struct LayerKeyPath: Sendable {
    package let name: String
    /// The kinds of value it takes; the first is what `value(of:)` gives by default.
    package let kinds: [AnimatableValue.Kind]
    /// The layer class it needs, for messages; nil for every layer.
    let layerClass: String?
    let appliesTo: @Sendable (CALayer) -> Bool
    let get: @Sendable (CALayer, AnimatableValue.Kind) -> AnimatableValue
    package let set: @Sendable (CALayer, AnimatableValue) -> Void

    /// The current value in the first kind, or in `kind` when the path takes several.
    package func value(of layer: CALayer, as kind: AnimatableValue.Kind? = nil) -> AnimatableValue {
        get(layer, kind ?? kinds[0])
    }

    package static func named(_ name: String) -> LayerKeyPath? { all[name] }

    // The properties a model layer reports as they change (`CALayer.modelDidChange(_:from:)`),
    // declared once: a setter names the table's own entry, so it cannot name one that is not there.
    package static let bounds = rect("bounds", \.bounds)
    package static let position = point("position", \.position)
    package static let anchorPoint = point("anchorPoint", \.anchorPoint)
    package static let zPosition = double("zPosition", \.zPosition)
    package static let opacity = double("opacity", \.opacityValue)
    package static let backgroundColor = optionalColor("backgroundColor", \.backgroundColor)
    package static let cornerRadius = double("cornerRadius", \.cornerRadius)
    package static let borderWidth = double("borderWidth", \.borderWidth)
    package static let borderColor = optionalColor("borderColor", \.borderColor)
    package static let shadowColor = optionalColor("shadowColor", \.shadowColor)
    package static let shadowOpacity = double("shadowOpacity", \.shadowOpacityValue)
    package static let shadowRadius = double("shadowRadius", \.shadowRadius)
    package static let shadowOffset = size("shadowOffset", \.shadowOffset)
    package static let transform = transform("transform", \.transform)
    package static let sublayerTransform = transform("sublayerTransform", \.sublayerTransform)

    /// Every supported key path, by name.
    static let all: [String: LayerKeyPath] = {
        var paths: [LayerKeyPath] = [
            bounds,
            point("bounds.origin", \.bounds.origin),
            double("bounds.origin.x", \.bounds.origin.x),
            double("bounds.origin.y", \.bounds.origin.y),
            size("bounds.size", \.bounds.size),
            double("bounds.size.width", \.bounds.size.width),
            double("bounds.size.height", \.bounds.size.height),
            position,
            double("position.x", \.position.x),
            double("position.y", \.position.y),
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
        paths += transformParts("transform", \.transform)
        paths += transformParts("sublayerTransform", \.sublayerTransform)
        return Dictionary(uniqueKeysWithValues: paths.map { ($0.name, $0) })
    }()

    /// Every supported key path name, sorted, for error messages.
    static var allNames: [String] { all.keys.sorted() }

    // MARK: Building key paths
    //
    // The builders below capture key paths in @Sendable accessors. A key path literal is an
    // immutable value, but the standard library does not declare `ReferenceWritableKeyPath`
    // Sendable, hence the `nonisolated(unsafe)` copies.

    private static func on<L: CALayer>(_ type: L.Type, _ name: String, _ kinds: [AnimatableValue.Kind],
                                     _ get: @escaping @Sendable (L, AnimatableValue.Kind) -> AnimatableValue,
                                     _ set: @escaping @Sendable (L, AnimatableValue) -> Void) -> LayerKeyPath {
        LayerKeyPath(
            name: name, kinds: kinds, layerClass: type == CALayer.self ? nil : String(describing: type),
            appliesTo: { $0 is L },
            get: { get($0 as! L, $1) },
            set: { set($0 as! L, $1) })
    }

    private static func double(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGFloat>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.double], { l, _ in .double(Double(l[keyPath: path])) }, { $0[keyPath: path] = CGFloat($1.double) })
    }
    private static func double(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, Double>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.double], { l, _ in .double(l[keyPath: path]) }, { $0[keyPath: path] = $1.double })
    }
    private static func point(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGPoint>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.point], { l, _ in .point(l[keyPath: path]) }, { $0[keyPath: path] = $1.point })
    }
    private static func size(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGSize>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.size], { l, _ in .size(l[keyPath: path]) }, { $0[keyPath: path] = $1.size })
    }
    private static func rect(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGRect>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.rect], { l, _ in .rect(l[keyPath: path]) }, { $0[keyPath: path] = $1.rect })
    }
    private static func color(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGColor>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.color], { l, _ in .color(l[keyPath: path]) }, { $0[keyPath: path] = $1.color })
    }
    /// An optional colour animates from and to clear when absent.
    private static func optionalColor(_ name: String, _ path: ReferenceWritableKeyPath<CALayer, CGColor?>) -> LayerKeyPath {
        nonisolated(unsafe) let path = path
        return on(CALayer.self, name, [.color], { l, _ in .color(l[keyPath: path] ?? .clear) }, { $0[keyPath: path] = $1.color })
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
