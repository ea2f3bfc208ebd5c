import Foundation

/// How `contents` is laid into the bounds, as `CALayerContentsGravity`.
public enum CALayerContentsGravity: String, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A Core Animation layer: geometry, appearance and sublayers, as `CALayer`.
/// Its properties are model values; animations never change them (see `presentation()`).
///
///     let layer = CALayer()
///     layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
///     layer.position = CGPoint(x: 150, y: 125)
///     layer.backgroundColor = UIColor.red.cgColor
open class CALayer {
    // Stored properties skip Swift's run-time exclusivity checks: a layer tree belongs to one
    // thread, and the checks were a third of the time `presentation()` takes to copy a tree.

    // The properties subclasses may override keep their values in private storage, which a
    // presentation copy reads and writes directly: no dynamic dispatch and no observers for the
    // thousands of copies a frame makes.

    // Geometry.
    @exclusivity(unchecked) private var _bounds: CGRect = .zero
    open var bounds: CGRect {
        get { _bounds }
        set {
            let old = _bounds
            _bounds = newValue
            modelDidChange(.bounds, from: .rect(old))
            if newValue.size != old.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }
    @exclusivity(unchecked) private var _position: CGPoint = .zero
    open var position: CGPoint {
        get { _position }
        set { modelDidChange(.position, from: .point(exchange(&_position, newValue))) }
    }
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { modelDidChange(.anchorPoint, from: .point(oldValue)) } }
    @exclusivity(unchecked) public var zPosition: CGFloat = 0 { didSet { modelDidChange(.zPosition, from: .double(oldValue)) } }
    /// The anchor point's z coordinate; kept, as no layer here is placed in depth by it.
    @exclusivity(unchecked) public var anchorPointZ: CGFloat = 0
    @exclusivity(unchecked) private var _transform: CATransform3D = .identity
    open var transform: CATransform3D {
        get { _transform }
        set { modelDidChange(.transform, from: .transform(exchange(&_transform, newValue))) }
    }
    @exclusivity(unchecked) public var sublayerTransform: CATransform3D = .identity { didSet { modelDidChange(.sublayerTransform, from: .transform(oldValue)) } }

    // Appearance.
    @exclusivity(unchecked) private var _opacity: Double = 1
    /// A `Float`, as Core Animation declares it. The engine keeps the value it was given as a
    /// `Double` (`opacityValue`), so a view's `alpha` of 0.3 is drawn as 0.3, not as the `Float`
    /// nearest it.
    open var opacity: Float {
        get { Float(_opacity) }
        set { opacityValue = Double(newValue) }
    }
    package var opacityValue: Double {
        get { _opacity }
        set { modelDidChange(.opacity, from: .double(exchange(&_opacity, newValue))) }
    }
    @exclusivity(unchecked) private var _isHidden: Bool = false
    open var isHidden: Bool {
        get { _isHidden }
        set {
            _isHidden = newValue
            noteModelChange()
        }
    }
    @exclusivity(unchecked) private var _backgroundColor: CGColor?
    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set { modelDidChange(.backgroundColor, from: .color(exchange(&_backgroundColor, newValue) ?? .clear)) }
    }
    @exclusivity(unchecked) private var _cornerRadius: CGFloat = 0
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set { modelDidChange(.cornerRadius, from: .double(exchange(&_cornerRadius, newValue))) }
    }
    /// How corners are rounded; a continuous curve is drawn as a circular one.
    @exclusivity(unchecked) public var cornerCurve: CALayerCornerCurve = .circular
    @exclusivity(unchecked) private var _borderWidth: CGFloat = 0
    open var borderWidth: CGFloat {
        get { _borderWidth }
        set { modelDidChange(.borderWidth, from: .double(exchange(&_borderWidth, newValue))) }
    }
    @exclusivity(unchecked) private var _borderColor: CGColor = .black
    /// Opaque black by default; nil draws no border colour.
    open var borderColor: CGColor? {
        get { _borderColor }
        set { modelDidChange(.borderColor, from: .color(exchange(&_borderColor, newValue ?? .clear))) }
    }
    @exclusivity(unchecked) private var _masksToBounds: Bool = false
    open var masksToBounds: Bool { get { _masksToBounds } set { _masksToBounds = newValue } }
    @exclusivity(unchecked) public var mask: CALayer? {
        didSet {
            if oldValue !== mask, oldValue?.maskOwner === self { oldValue?.maskOwner = nil }
            mask?.maskOwner = self
            noteModelChange()
        }
    }
    @exclusivity(unchecked) private var _contents: CGImage?
    /// The layer's image, as `CALayer.contents`: a `CGImage` (a `UIImage`'s `cgImage`); anything
    /// else shows nothing, as on iOS.
    open var contents: Any? {
        get { _contents }
        set { _contents = newValue.map { $0 as AnyObject } as? CGImage }
    }
    /// `contents` as the image it is, for the renderer and for drawing.
    package var contentsImage: CGImage? {
        get { _contents }
        set { _contents = newValue }
    }
    @exclusivity(unchecked) public var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents shown, in unit coordinates; kept, the whole image is shown.
    @exclusivity(unchecked) public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of the contents; kept, the image is scaled as a whole.
    @exclusivity(unchecked) public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    @exclusivity(unchecked) public var isDoubleSided = true
    /// Whether sublayers are placed y-up, from the bottom of the bounds, as
    /// `CALayer.isGeometryFlipped`; this layer's own contents are drawn as they are, but a shape
    /// layer's path, which is geometry, turns over with its sublayers.
    @exclusivity(unchecked) public var isGeometryFlipped = false
    /// The corners `cornerRadius` rounds, as `CALayer.maskedCorners`.
    @exclusivity(unchecked) public var maskedCorners = CACornerMask.all
    @exclusivity(unchecked) private var _shadowColor: CGColor = .black
    /// Opaque black by default; nil casts no shadow colour.
    open var shadowColor: CGColor? {
        get { _shadowColor }
        set { modelDidChange(.shadowColor, from: .color(exchange(&_shadowColor, newValue ?? .clear))) }
    }
    @exclusivity(unchecked) private var _shadowOpacity: Double = 0
    /// A `Float`, as Core Animation declares it; `shadowOpacityValue` is the value as given.
    open var shadowOpacity: Float {
        get { Float(_shadowOpacity) }
        set { shadowOpacityValue = Double(newValue) }
    }
    package var shadowOpacityValue: Double {
        get { _shadowOpacity }
        set { modelDidChange(.shadowOpacity, from: .double(exchange(&_shadowOpacity, newValue))) }
    }
    @exclusivity(unchecked) private var _shadowRadius: CGFloat = 3
    open var shadowRadius: CGFloat {
        get { _shadowRadius }
        set { modelDidChange(.shadowRadius, from: .double(exchange(&_shadowRadius, newValue))) }
    }
    @exclusivity(unchecked) private var _shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set { modelDidChange(.shadowOffset, from: .size(exchange(&_shadowOffset, newValue))) }
    }

    /// A name for messages and debugging, as `CALayer.name`.
    @exclusivity(unchecked) public var name: String? { didSet { noteModelChange() } }
    /// The filter applied to what is behind the layer (BackdropFilter.swift); nil draws the
    /// layer over that content as it is.
    @exclusivity(unchecked) package var backdropFilter: BackdropFilter?
    /// How the layer and its sublayers are laid over what is behind them (VibrancyFilter.swift);
    /// nil draws them over it as they are.
    @exclusivity(unchecked) package var vibrancyFilter: VibrancyFilter?
    @exclusivity(unchecked) private var _shadowPath: BezierPath?
    /// The shadow's outline, as `CALayer.shadowPath`; nil follows the layer's shape. The path is
    /// kept as it is at the moment it is set.
    public var shadowPath: CGPath? {
        get { _shadowPath.map(CGPath.init) }
        set { _shadowPath = newValue?.bezierPath }
    }
    /// The shadow's outline as the engine draws and animates it.
    package var shadowOutline: BezierPath? {
        get { _shadowPath }
        set { _shadowPath = newValue }
    }

    // Settings that only matter to a GPU's compositor, kept so ported code reads back what it set.
    @exclusivity(unchecked) public var contentsScale: CGFloat = 1
    @exclusivity(unchecked) public var rasterizationScale: CGFloat = 1
    @exclusivity(unchecked) public var shouldRasterize = false
    @exclusivity(unchecked) public var allowsEdgeAntialiasing = false
    @exclusivity(unchecked) public var allowsGroupOpacity = true
    @exclusivity(unchecked) public var drawsAsynchronously = false
    @exclusivity(unchecked) public var isOpaque = false
    /// Actions by key, as `CALayer.actions`; kept for ported code (an `NSNull` there turns off an
    /// implicit animation that headless layers never make).
    @exclusivity(unchecked) public var actions: [String: any CAAction]?
    /// Values set for keys that are not properties, as Core Animation's key-value coding keeps
    /// them for any key (code tags layers this way).
    @exclusivity(unchecked) var customValues: [String: Any] = [:]

    /// The transition this presentation copy is in the middle of, set by a running
    /// `CATransition` for the renderer; always nil on model layers.
    @exclusivity(unchecked) package var activeTransition: ActiveTransition?

    // Time (CAMediaTiming on layers): local time = (parent time − beginTime)·speed + timeOffset,
    // so `speed = 0` with a `timeOffset` holds every animation in the subtree at that moment.
    @exclusivity(unchecked) package var speedValue: Double = 1 {
        didSet { if !speedValue.isFinite { speedValue = CALayer.rejected("CALayer.speed", speedValue, keeping: oldValue) } }
    }
    /// A `Float`, as Core Animation declares it.
    public var speed: Float {
        get { Float(speedValue) }
        set { speedValue = Double(newValue) }
    }
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0 {
        didSet { if !timeOffset.isFinite { timeOffset = CALayer.rejected("CALayer.timeOffset", timeOffset, keeping: oldValue) } }
    }
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0 {
        didSet { if !beginTime.isFinite { beginTime = CALayer.rejected("CALayer.beginTime", beginTime, keeping: oldValue) } }
    }

    /// Asked for an animation when an animatable property changes, as `CALayerDelegate`;
    /// a view is its layer's delegate. Layers without one change at once (no implicit animations).
    public var delegate: CALayerDelegate? {
        get { owningDelegate ?? otherDelegate }
        set {
            owningDelegate = nil
            owningRecorder = nil
            otherDelegate = newValue
            hasDelegate = newValue != nil
            noteModelChange()
        }
    }
    /// The view that owns this layer and is its delegate. It is not retained (the view retains
    /// its layer) and not weak: the view gives it up in its deinit (`resignOwningDelegate(_:)`).
    /// A weak reference would give every view a side table, and make every retain and release
    /// of it take Swift's slow path.
    @exclusivity(unchecked) private unowned(unsafe) var owningDelegate: CALayerDelegate?
    /// The owning delegate as a `CALayerChangeRecording`, if it is one, cast once when it is
    /// adopted: every animatable property change asks, and the cast searched the runtime's
    /// conformance tables each time.
    @exclusivity(unchecked) private unowned(unsafe) var owningRecorder: (any CALayerChangeRecording)?
    /// A delegate set through `delegate`, held weakly as Core Animation holds it.
    @exclusivity(unchecked) private weak var otherDelegate: CALayerDelegate?
    /// Spares presentation copies, which never have a delegate, the loads in every `didSet`.
    @exclusivity(unchecked) private var hasDelegate = false

    /// Makes `owner`, whose layer this is and which outlives its hold on it, the delegate.
    package func adoptOwningDelegate(_ owner: CALayerDelegate) {
        otherDelegate = nil
        owningDelegate = owner
        owningRecorder = owner as? any CALayerChangeRecording
        hasDelegate = true
        noteModelChange()
    }

    /// Called by the owner as it goes: the layer may outlive it and must not point at it.
    package func resignOwningDelegate(_ owner: CALayerDelegate) {
        guard owningDelegate === owner else { return }
        owningDelegate = nil
        owningRecorder = nil
        hasDelegate = otherDelegate != nil
    }

    /// The delegate as a `CALayerChangeRecording`, if it is one.
    final var changeRecorder: (any CALayerChangeRecording)? {
        owningDelegate != nil ? owningRecorder : otherDelegate as? any CALayerChangeRecording
    }

    /// The animations running on this layer, oldest first (see CALayer+Animations.swift).
    @exclusivity(unchecked) package var animationRuns: [AnimationRun] = [] { didSet { noteModelChange() } }

    /// The sublayers, back to front; what `sublayers` gives, never optional.
    @exclusivity(unchecked) package private(set) var sublayerList: [CALayer] = [] { didSet { noteModelChange() } }
    /// nil when there are none, as Core Animation gives it.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set { setSublayers(newValue ?? []) }
    }
    /// Not retained (the superlayer retains this layer) and not weak: a layer takes itself out
    /// of its sublayers' `superlayer` as it goes (deinit). A weak reference would give every
    /// layer with sublayers a side table, and make all its retains and releases slow.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superlayer: CALayer?
    /// Set by `setNeedsLayout()`, cleared by `layoutIfNeeded()`.
    @exclusivity(unchecked) private var layoutIsNeeded = false
    /// Set by `setNeedsDisplay()`, cleared when the layer is displayed.
    @exclusivity(unchecked) private var displayIsNeeded = false
    /// Whether `contents` came from `display()`, so drawing nothing later clears it.
    @exclusivity(unchecked) private var hasDrawnContents = false
    /// The layer whose `mask` this is, cleared by the owner as it goes or changes its mask.
    @exclusivity(unchecked) unowned(unsafe) var maskOwner: CALayer?

    public init() {}

    deinit {
        for layer in sublayerList where layer.superlayer === self { layer.superlayer = nil }
        if let mask, mask.maskOwner === self { mask.maskOwner = nil }
    }

    /// A layer with `layer`'s model properties, as `CALayer.init(layer:)`: subclasses override
    /// it to copy their own fields, calling `super.init(layer:)` first.
    public init(layer: Any) {
        (layer as? CALayer)?.copyBaseProperties(into: self)
    }

    /// No archive can be decoded here, so this fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Stores `value` in `slot` and gives back what it held, for the setters above.
    private func exchange<Value>(_ slot: inout Value, _ value: Value) -> Value {
        defer { slot = value }
        return slot
    }

    /// Offers a model change to the delegate, which may answer with an animation.
    private func modelDidChange(_ property: LayerKeyPath, from oldValue: AnimatableValue) {
        noteModelChange()
        if hasDelegate { runAction(for: property, from: oldValue) }
    }

    /// Whether something a motion recording reads may have changed in this layer or in a layer
    /// beneath it (a sublayer, a mask, theirs) since `clearModelChanges()`: an animatable
    /// property, `isHidden`, `name`, the delegate, the sublayers or the mask, the running
    /// animations (added, removed or ended), or a layout or display to come. A new layer starts
    /// changed.
    @exclusivity(unchecked) package private(set) final var modelChangedBeneath = true

    /// Marks this layer and the layers above it, through masks too, as changed; stops at the
    /// first one already marked, whose own superlayers are marked.
    package final func noteModelChange() {
        var layer = self
        while !layer.modelChangedBeneath {
            layer.modelChangedBeneath = true
            guard let above = layer.superlayer ?? layer.maskOwner else { return }
            layer = above
        }
    }

    /// Clears this layer's mark, for a recorder that has just read it; its sublayers' marks are
    /// theirs to clear.
    package final func clearModelChanges() { modelChangedBeneath = false }

    /// `frame` is derived from `position`, `anchorPoint` and `bounds`; with a non-identity
    /// transform it is the bounding box of the transformed bounds, as in Core Animation.
    open var frame: CGRect {
        get {
            let origin = CGPoint(x: position.x - anchorPoint.x * bounds.width,
                               y: position.y - anchorPoint.y * bounds.height)
            let untransformed = CGRect(origin: origin, size: bounds.size)
            guard !transform.isIdentity else { return untransformed }
            return boundingBox(of: untransformed)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    private func boundingBox(of rect: CGRect) -> CGRect {
        let anchor = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        var box = CGRect.null
        for c in corners {
            let h = transform.project(c - anchor)
            let w = h.w == 0 ? 1 : h.w
            box = box.union(CGRect(x: h.x / w + anchor.x, y: h.y / w + anchor.y, width: 0, height: 0))
        }
        return box
    }

    // MARK: The layer tree

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: sublayerList.count)
    }

    open func insertSublayer(_ layer: CALayer, at index: Int) {
        guard !isDescendant(of: layer) else {
            return SceneErrorLog.report(.cycle(
                call: "CALayer.insertSublayer(_:at:)",
                problem: "cannot make a layer a sublayer of itself or of its own sublayers: the tree would be a cycle"))
        }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: min(max(0, index), sublayerList.count))
        layer.superlayer = self
        setNeedsLayout()
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer) {
        layer.removeFromSuperlayer()
        let index = sublayerList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayerList.count
        insertSublayer(layer, at: index)
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer) {
        layer.removeFromSuperlayer()
        let index = sublayerList.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: index)
    }

    /// Reports a timing value that is not finite to the `SceneErrorLog`; the layer keeps `oldValue`.
    static func rejected(_ property: String, _ value: Double, keeping oldValue: Double) -> Double {
        SceneErrorLog.report(.invalidValue(call: property, problem: "must be a finite number, got \(value); it stays \(oldValue)"))
        return oldValue
    }

    /// Whether `layer` is this layer or one of its superlayers.
    package func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        parent.setNeedsLayout()
        superlayer = nil
    }

    // MARK: Points for subclasses, as Core Animation's

    /// Lays out the sublayers, as `CALayer.layoutSublayers()`: by default the delegate's
    /// `layoutSublayers(of:)`. Runs after the bounds change size or `setNeedsLayout()`, when the
    /// layer is next presented or asked to `layoutIfNeeded()`, as at a Core Animation commit.
    /// Subclasses override it.
    open func layoutSublayers() {
        if hasDelegate { delegate?.layoutSublayers(of: self) }
    }
    open func setNeedsLayout() {
        layoutIsNeeded = true
        noteModelChange()
    }
    open func needsLayout() -> Bool { layoutIsNeeded }
    /// Lays out, as `CALayer.layoutIfNeeded()`: from the highest of this layer's superlayers
    /// that need layout (this layer if none does), the layer and every layer beneath it that
    /// needs it, top down.
    open func layoutIfNeeded() {
        var top = self
        while let superlayer = top.superlayer, superlayer.layoutIsNeeded { top = superlayer }
        for _ in 0..<CALayer.layoutRounds {
            guard top.layOutTree() else { return }
        }
    }

    /// How many times a layout pass walks a tree while laying out makes more layout necessary
    /// (a label's new width changing its height): a bound, so a layout that never settles stops.
    static let layoutRounds = 8

    /// One walk, top down; whether any layer was laid out.
    private func layOutTree() -> Bool {
        var laidOut = false
        if layoutIsNeeded {
            layoutIsNeeded = false
            layoutSublayers()
            laidOut = true
        }
        for sublayer in sublayerList where sublayer.layOutTree() { laidOut = true }
        return laidOut
    }

    /// Draws the layer's `contents`, as `CALayer.display()`: `draw(in:)` paints into a
    /// context the size of the bounds, and what it paints becomes the contents. Runs when the
    /// layer is next presented after `setNeedsDisplay()`, as Core Animation displays at the next
    /// commit; a layer with no size waits until it has one.
    open func display() {
        let context = CGContext(size: bounds.size)
        context.drawing { draw(in: context) }
        if !context.isEmpty {
            contentsImage = context.image
            hasDrawnContents = true
        } else if hasDrawnContents {
            contentsImage = nil
            hasDrawnContents = false
        }
    }

    /// Paints the layer's contents, as `CALayer.draw(in:)`: by default its delegate's
    /// `draw(_:in:)`, which for a view is its `draw(_:)`. Subclasses override it.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    open func setNeedsDisplay() {
        displayIsNeeded = true
        noteModelChange()
    }
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    open func needsDisplay() -> Bool { displayIsNeeded }
    open func displayIfNeeded() {
        guard displayIsNeeded, bounds.width > 0, bounds.height > 0 else { return }
        displayIsNeeded = false
        display()
    }

    /// Whether a display is waiting for the next presentation.
    package var needsCommitWork: Bool { displayIsNeeded }

    package func commitLayoutAndDisplay() {
        displayIfNeeded()
    }
    /// Whether a change of size calls for drawing again, as `needsDisplayOnBoundsChange`.
    open var needsDisplayOnBoundsChange = false
    /// Custom animatable properties are not redrawn frame by frame here: a presentation copy
    /// is a plain layer of the same Core Animation class, not of the subclass that draws.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // The layer's own `CAMediaTiming` values besides `beginTime`, `speed` and `timeOffset`:
    // kept, as iOS code sets them, but a layer's own timing is not repeated or reversed here.
    open var duration: TimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: TimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Replaces every sublayer at once.
    package func setSublayers(_ layers: [CALayer]) {
        for layer in sublayerList { layer.superlayer = nil }
        sublayerList = []
        for layer in layers { addSublayer(layer) }
    }

    /// Gives a fresh presentation copy its fresh sublayers, skipping the moves between parents
    /// that `setSublayers` makes (presentation builds a thousand-layer tree per frame).
    func adoptPresentationSublayers(_ layers: [CALayer]) {
        sublayerList = layers
        for layer in layers { layer.superlayer = self }
    }

    // MARK: Copying

    /// A new layer of the same class with every model property copied, but no sublayers.
    /// Subclasses override to copy their own properties.
    package func shallowCopy() -> CALayer {
        let copy = CALayer()
        copyBaseProperties(into: copy)
        return copy
    }

    /// Called once the running animations are written into `copy`, this layer's presentation,
    /// so a layer drawn from animatable properties (a gradient's colours) redraws the copy.
    package func didApplyAnimations(to copy: CALayer) {}

    /// Copies `CALayer`'s own properties onto `other`; for subclasses' `shallowCopy`.
    package func copyBaseProperties(into other: CALayer) {
        (other._bounds, other._position, other.anchorPoint, other.zPosition) = (_bounds, _position, anchorPoint, zPosition)
        (other._transform, other.sublayerTransform, other._opacity, other._isHidden) = (_transform, sublayerTransform, _opacity, _isHidden)
        (other._backgroundColor, other._cornerRadius, other._borderWidth, other._borderColor) = (_backgroundColor, _cornerRadius, _borderWidth, _borderColor)
        (other._masksToBounds, other._contents, other.contentsGravity, other.isDoubleSided) = (_masksToBounds, _contents, contentsGravity, isDoubleSided)
        (other.isGeometryFlipped, other.maskedCorners, other._shadowColor, other._shadowOpacity) = (isGeometryFlipped, maskedCorners, _shadowColor, _shadowOpacity)
        (other._shadowRadius, other._shadowOffset, other.name, other._shadowPath) = (_shadowRadius, _shadowOffset, name, _shadowPath)
        other.activeTransition = activeTransition
        other.backdropFilter = backdropFilter
        other.vibrancyFilter = vibrancyFilter
    }
}

/// A layer class of another framework a view can be made with (`override class var layerClass:
/// AnyClass { AVPlayerLayer.self }`): its `init()` is required, so UIKit can make one from the
/// metatype, and its subclasses too.
package protocol ViewLayerClass: CALayer {
    init()
}
