import Foundation

/// How `contents` is laid into the bounds, as `CALayerContentsGravity`.
public enum ContentsGravity: String, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A Core Animation layer: geometry, appearance and sublayers, as `CALayer`.
/// Its properties are model values; animations never change them (see `presentation()`).
///
///     let layer = Layer()
///     layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
///     layer.position = Point(x: 150, y: 125)
///     layer.backgroundColor = .red
open class Layer {
    // Geometry.
    public var bounds: Rect = .zero { didSet { modelDidChange("bounds", from: .rect(oldValue)) } }
    public var position: Point = .zero { didSet { modelDidChange("position", from: .point(oldValue)) } }
    public var anchorPoint = Point(x: 0.5, y: 0.5) { didSet { modelDidChange("anchorPoint", from: .point(oldValue)) } }
    public var zPosition: Double = 0 { didSet { modelDidChange("zPosition", from: .double(oldValue)) } }
    public var transform: Transform3D = .identity { didSet { modelDidChange("transform", from: .transform(oldValue)) } }
    public var sublayerTransform: Transform3D = .identity { didSet { modelDidChange("sublayerTransform", from: .transform(oldValue)) } }

    // Appearance.
    public var opacity: Double = 1 { didSet { modelDidChange("opacity", from: .double(oldValue)) } }
    public var isHidden = false
    public var backgroundColor: Color? { didSet { modelDidChange("backgroundColor", from: .color(oldValue ?? .clear)) } }
    public var cornerRadius: Double = 0 { didSet { modelDidChange("cornerRadius", from: .double(oldValue)) } }
    public var borderWidth: Double = 0 { didSet { modelDidChange("borderWidth", from: .double(oldValue)) } }
    public var borderColor: Color = .black { didSet { modelDidChange("borderColor", from: .color(oldValue)) } }
    public var masksToBounds = false
    public var mask: Layer? {
        didSet { mask?.maskOwner = self }
    }
    public var contents: Image?
    public var contentsGravity: ContentsGravity = .resize
    public var isDoubleSided = true
    public var shadowColor: Color = .black { didSet { modelDidChange("shadowColor", from: .color(oldValue)) } }
    public var shadowOpacity: Double = 0 { didSet { modelDidChange("shadowOpacity", from: .double(oldValue)) } }
    public var shadowRadius: Double = 3 { didSet { modelDidChange("shadowRadius", from: .double(oldValue)) } }
    public var shadowOffset = Size(width: 0, height: -3) { didSet { modelDidChange("shadowOffset", from: .size(oldValue)) } }

    /// A name for messages and debugging, as `CALayer.name`.
    public var name: String?

    // Time (CAMediaTiming on layers): local time = (parent time − beginTime)·speed + timeOffset,
    // so `speed = 0` with a `timeOffset` holds every animation in the subtree at that moment.
    public var speed: Double = 1 {
        didSet { precondition(speed.isFinite, "Layer.speed must be a finite number, got \(speed)") }
    }
    public var timeOffset: TimeInterval = 0 {
        didSet { precondition(timeOffset.isFinite, "Layer.timeOffset must be a finite number, got \(timeOffset)") }
    }
    public var beginTime: TimeInterval = 0 {
        didSet { precondition(beginTime.isFinite, "Layer.beginTime must be a finite number, got \(beginTime)") }
    }

    /// Asked for an animation when an animatable property changes, as `CALayerDelegate`;
    /// a view is its layer's delegate. Layers without one change at once (no implicit animations).
    public weak var delegate: LayerDelegate? {
        didSet { hasDelegate = delegate != nil }
    }
    /// Spares presentation copies, which never have a delegate, the weak load in every `didSet`.
    private var hasDelegate = false

    /// The animations running on this layer, oldest first (see Layer+Animations.swift).
    var animationRuns: [AnimationRun] = []

    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?
    weak var maskOwner: Layer?

    public init() {}

    /// Offers a model change to the delegate, which may answer with an animation.
    private func modelDidChange(_ key: String, from oldValue: AnimatableValue) {
        if hasDelegate { runAction(forKey: key, from: oldValue) }
    }

    /// `frame` is derived from `position`, `anchorPoint` and `bounds`; with a non-identity
    /// transform it is the bounding box of the transformed bounds, as in Core Animation.
    public var frame: Rect {
        get {
            let origin = Point(x: position.x - anchorPoint.x * bounds.width,
                               y: position.y - anchorPoint.y * bounds.height)
            let untransformed = Rect(origin: origin, size: bounds.size)
            guard !transform.isIdentity else { return untransformed }
            return boundingBox(of: untransformed)
        }
        set {
            bounds.size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    private func boundingBox(of rect: Rect) -> Rect {
        let anchor = Point(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
        var box = Rect.null
        for c in corners {
            let h = transform.project(c - anchor)
            let w = h.w == 0 ? 1 : h.w
            box = box.union(Rect(x: h.x / w + anchor.x, y: h.y / w + anchor.y, width: 0, height: 0))
        }
        return box
    }

    // MARK: The layer tree

    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        layer.superlayer = self
    }

    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        let index = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: index)
    }

    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        let index = sublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: index)
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Replaces every sublayer at once.
    public func setSublayers(_ layers: [Layer]) {
        for layer in sublayers { layer.superlayer = nil }
        sublayers = []
        for layer in layers { addSublayer(layer) }
    }

    // MARK: Copying

    /// A new layer of the same class with every model property copied, but no sublayers.
    /// Subclasses override to copy their own properties.
    open func shallowCopy() -> Layer {
        let copy = Layer()
        copyBaseProperties(into: copy)
        return copy
    }

    /// Copies `Layer`'s own properties onto `other`; for subclasses' `shallowCopy`.
    public func copyBaseProperties(into other: Layer) {
        other.bounds = bounds
        other.position = position
        other.anchorPoint = anchorPoint
        other.zPosition = zPosition
        other.transform = transform
        other.sublayerTransform = sublayerTransform
        other.opacity = opacity
        other.isHidden = isHidden
        other.backgroundColor = backgroundColor
        other.cornerRadius = cornerRadius
        other.borderWidth = borderWidth
        other.borderColor = borderColor
        other.masksToBounds = masksToBounds
        other.contents = contents
        other.contentsGravity = contentsGravity
        other.isDoubleSided = isDoubleSided
        other.shadowColor = shadowColor
        other.shadowOpacity = shadowOpacity
        other.shadowRadius = shadowRadius
        other.shadowOffset = shadowOffset
        other.name = name
    }
}
