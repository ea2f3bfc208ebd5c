import Foundation

/// A rectangle on screen backed by a `Layer`, as `UIView`. Its properties are the layer's;
/// changing them inside `View.animate` animates them (see View+Animate.swift).
///
///     let card = View(frame: Rect(x: 20, y: 100, width: 335, height: 200))
///     card.backgroundColor = .white
///     card.layer.cornerRadius = 12
///     container.addSubview(card)
open class View: Responder, LayerDelegate {
    public let layer: Layer
    public internal(set) var subviews: [View] = []
    public internal(set) weak var superview: View?
    open var tag = 0
    /// Kept for ported code; there are no touches here.
    open var isUserInteractionEnabled = true
    /// Overrides, dynamic values and the last reported traits (View+Traits.swift).
    var traitState = TraitState()
    /// The tint set on this view itself; nil inherits the superview's (View+Tint.swift).
    var ownTintColor: Color?
    /// How this view follows its superview's size changes (View+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = []

    public init(frame: Rect = .zero) {
        layer = View.makeLayer(of: Self.layerClass)
        super.init()
        adopt(frame: frame)
    }

    /// A view drawn by `layer`, e.g. a `ShapeLayer`, as overriding UIKit's `layerClass`.
    public init(layer: Layer, frame: Rect = .zero) {
        self.layer = layer
        super.init()
        adopt(frame: frame)
    }

    /// Becomes the layer's delegate at `frame`, to be drawn when first shown.
    private func adopt(frame: Rect) {
        layer.frame = frame
        layer.delegate = self
        layer.setNeedsDisplay()
    }

    /// There are no nib or storyboard archives to decode here, so this fails; it exists so a
    /// subclass's `required init?(coder:)` compiles as UIKit's `NSCoding` conformance asks.
    public required init?(coder: NSCoder) { return nil }

    open var frame: Rect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }
    open var bounds: Rect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }
    open var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The 2D transform about the centre, kept in `layer.transform`.
    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = Transform3D(newValue) }
    }
    open var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    /// A dynamic colour (Color+Dynamic.swift) is resolved into the layer now and whenever the
    /// view's traits change, as UIKit resolves it into the layer's `CGColor`.
    open var backgroundColor: Color? {
        get { dynamicColor("backgroundColor", showing: layer.backgroundColor) ?? layer.backgroundColor }
        set { setColor(newValue, for: "backgroundColor") { [layer] in layer.backgroundColor = $0 } }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var contentMode: ContentMode {
        get { ContentMode(layer.contentsGravity) }
        set { layer.contentsGravity = newValue.contentsGravity }
    }

    /// Lays out subviews after the size changed; subclasses override, as in UIKit.
    open func layoutSubviews() {}

    /// Called when the traits this view draws with change, and with nil the first time it has any.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called after `subview` joined this view's subviews.
    open func didAddSubview(_ subview: View) {}
    // UIKit's other points for subclasses, so ported views override them as they do on iOS.

    /// The size that fits `size`; the current size unless a subclass knows better.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }
    open var intrinsicContentSize: Size { Size(width: -1, height: -1) }
    /// Custom drawing, as `UIView.draw(_:)`: UIKit calls (`UIBezierPath.fill()`,
    /// `UIGraphicsGetCurrentContext()`) paint into the view's layer contents. Runs when the view
    /// is first shown, after `setNeedsDisplay()`, and after a size change under `.redraw`.
    open func draw(_ rect: Rect) {}
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: Rect) { layer.setNeedsDisplay() }
    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: Window?) {}
    open func didMoveToWindow() {}
    /// Called before `subview` leaves this view's subviews.
    open func willRemoveSubview(_ subview: View) {}
    /// There are no nibs or storyboards here, so nothing calls these two; they exist so views
    /// written for Interface Builder override them as they do on iOS.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func tintColorDidChange() {}
    open override var next: Responder? { superview }
    /// Called when the safe area changed: the view moved under or out from under a status bar,
    /// a home indicator or a container's bar (View+SafeArea.swift).
    open func safeAreaInsetsDidChange() {}

    /// The class of layer this view is made with, as `UIView.layerClass`; a subclass returns
    /// e.g. `ShapeLayer.self` to be drawn by a shape (see `makeLayer(of:)`).
    open class var layerClass: AnyClass { Layer.self }

    // There are no touches here: these keep UIResponder's and UIView's signatures so ported
    // views that override them compile, and hit-testing answers from geometry alone.

    open func point(inside point: Point, with event: Event?) -> Bool { bounds.contains(point) }
    /// The deepest visible subview containing `point` (in this view's space), front first.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// Lays out this view and its subviews now.
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Runs `change` and lays out again when it changed the size.
    private func resizing(_ change: () -> Void) {
        let oldSize = layer.bounds.size
        change()
        guard layer.bounds.size != oldSize else { return }
        if contentMode == .redraw { layer.setNeedsDisplay() }
        autoresizeSubviews(from: oldSize)
        layoutSubviews()
    }

    // MARK: LayerDelegate

    /// A view's layer is drawn by the view's `draw(_:)`.
    public func draw(_ layer: Layer, in ctx: CGContext) { draw(bounds) }

    /// Inside a `View.animate` (or `beginAnimations`) block, the animation for the change;
    /// otherwise none.
    open func action(for layer: Layer, forKey key: String) -> Animation? {
        ViewAnimationContext.active?.animation(for: layer, keyPath: key)
    }
}

/// How a view lays out its content, as `UIView.ContentMode`.
public enum ContentMode: Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    var contentsGravity: ContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    /// The mode showing `gravity`; `.resize` is `.scaleToFill`, which `allModes` lists first.
    init(_ gravity: ContentsGravity) {
        self = Self.allModes.first { $0.contentsGravity == gravity } ?? .scaleToFill
    }

    private static let allModes: [ContentMode] = [
        .scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left, .right,
        .topLeft, .topRight, .bottomLeft, .bottomRight, .redraw,
    ]
}
