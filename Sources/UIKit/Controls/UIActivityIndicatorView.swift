import Foundation
import QuartzCore

/// The spinning wheel, as `UIActivityIndicatorView`: twelve spokes fading around a circle,
/// drawn by a replicator; hidden while stopped unless `hidesWhenStopped` is false.
open class UIActivityIndicatorView: UIView {
    /// The wheel's size, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }

    open var style = Style.medium {
        didSet {
            invalidateIntrinsicContentSize()
            layoutSubviews()
        }
    }
    open var color: UIColor = .systemGray { didSet { showColor() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false

    private let wheel = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let spokes = 12

    /// The wheel's size for its style, which Auto Layout keeps: 20 points, 37 for the large styles.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    private static func size(of style: Style) -> CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// A wheel of `style`, sized to it (20 points, 37 for the large styles).
    public init(style: Style) {
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        self.style = style
        buildWheel()
    }

    /// A medium wheel in `frame`; designated, as UIKit declares it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildWheel()
    }

    private func buildWheel() {
        showColor()
        wheel.addSublayer(spoke)
        wheel.instanceCount = Self.spokes
        wheel.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokes), 0, 0, 1)
        wheel.instanceAlphaOffset = -0.8 / Float(Self.spokes)
        layer.addSublayer(wheel)
        isHidden = true
        layoutSubviews()
    }

    /// The spokes' colour, resolved for the view's traits now and whenever they change.
    private func showColor() {
        resolveWithTraits(.color) { [spoke, color] traits in spoke.backgroundColor = color.cgColor(for: traits) }
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        let side = min(bounds.width, bounds.height)
        wheel.frame = bounds
        let (width, length) = (side * 0.09, side * 0.28)
        spoke.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - side / 2, width: width, height: length)
        spoke.cornerRadius = width / 2
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
