import Foundation
import QuartzCore

/// A track with a round thumb at `value`, as `UISlider`.
open class UISlider: UIControl {
    open var value: Float = 0 { didSet { layoutSubviews() } }
    open var minimumValue: Float = 0 { didSet { layoutSubviews() } }
    open var maximumValue: Float = 1 { didSet { layoutSubviews() } }
    open var minimumTrackTintColor: UIColor? { didSet { filled.backgroundColor = minimumTrackTintColor ?? .systemBlue } }
    open var maximumTrackTintColor: UIColor? { didSet { track.backgroundColor = maximumTrackTintColor ?? .systemGray4 } }
    open var isContinuous = true

    private let track = UIView()
    private let filled = UIView()
    private let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray4
        filled.backgroundColor = .systemBlue
        thumb.backgroundColor = .white
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        for part in [track, filled, thumb] { addSubview(part) }
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Tall enough for its 28-point thumb and its shadow, 31 points; as wide as its constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func layoutSubviews() {
        let span = maximumValue - minimumValue
        let fraction = CGFloat(span > 0 ? min(max((value - minimumValue) / span, 0), 1) : 0)
        let side: CGFloat = 28
        let x = side / 2 + (bounds.width - side) * fraction
        track.frame = CGRect(x: 0, y: bounds.midY - 2, width: bounds.width, height: 4)
        filled.frame = CGRect(x: 0, y: bounds.midY - 2, width: x, height: 4)
        track.layer.cornerRadius = 2
        filled.layer.cornerRadius = 2
        thumb.frame = CGRect(x: x - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
    }

    open func setValue(_ value: Float, animated: Bool) {
        guard animated else { return self.value = value }
        UIView.animate(withDuration: 0.25) { self.value = value }
    }
}
