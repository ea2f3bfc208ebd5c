import Foundation
import QuartzCore

/// A thin bar filled to `progress`, as `UIProgressView`; `setProgress(_:animated:)` animates the fill.
open class UIProgressView: UIView {
    /// The bar's look, as `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle = Style.default
    open var progress: Float = 0 { didSet { layoutSubviews() } }
    open var progressTintColor: UIColor? { didSet { fill.backgroundColor = progressTintColor ?? .systemBlue } }
    open var trackTintColor: UIColor? { didSet { backgroundColor = trackTintColor ?? .systemGray5 } }

    private let fill = UIView()

    /// A 150 × 4 bar of `style`; a convenience initializer, as UIKit's.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
    }

    /// As tall as its bar, 4 points; as wide as its constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        fill.backgroundColor = .systemBlue
        addSubview(fill)
        clipsToBounds = true
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        fill.layer.cornerRadius = bounds.height / 2
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(min(max(progress, 0), 1)), height: bounds.height)
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        guard animated else { return self.progress = progress }
        UIView.animate(withDuration: 0.25) { self.progress = progress }
    }
}
