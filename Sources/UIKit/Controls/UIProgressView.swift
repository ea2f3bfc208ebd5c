import Foundation
import QuartzCore

/// A thin bar filled to `progress`, as `UIProgressView`; `setProgress(_:animated:)` animates the fill.
open class UIProgressView: UIView {
    /// The bar's look, as `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }

    public var progressViewStyle: Style
    public var progress: Float = 0 { didSet { layoutSubviews() } }
    public var progressTintColor: UIColor? { didSet { fill.backgroundColor = progressTintColor ?? .systemBlue } }
    public var trackTintColor: UIColor? { didSet { backgroundColor = trackTintColor ?? .systemGray5 } }

    private let fill = UIView()

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        backgroundColor = .systemGray5
        fill.backgroundColor = .systemBlue
        addSubview(fill)
        clipsToBounds = true
        layoutSubviews()
    }

    public override convenience init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        fill.layer.cornerRadius = bounds.height / 2
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(min(max(progress, 0), 1)), height: bounds.height)
    }

    public func setProgress(_ progress: Float, animated: Bool) {
        guard animated else { return self.progress = progress }
        UIView.animate(withDuration: 0.25) { self.progress = progress }
    }
}
