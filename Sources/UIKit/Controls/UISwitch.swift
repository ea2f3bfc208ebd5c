import Foundation
import QuartzCore

/// An on/off switch, as `UISwitch`: a 51 × 31 track, green when on, with a white knob.
open class UISwitch: UIControl {
    open var isOn = false { didSet { layoutSubviews() } }
    open var onTintColor: UIColor? { didSet { layoutSubviews() } }
    open var thumbTintColor: UIColor? { didSet { thumb.backgroundColor = thumbTintColor ?? .white } }

    private let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        thumb.backgroundColor = .white
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A switch has one size, as on iOS: Auto Layout places it without a width or height constraint.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemGray5
        let side = bounds.height - 4
        thumb.frame = CGRect(x: isOn ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard animated else { return isOn = on }
        UIView.animate(withDuration: 0.25) { self.isOn = on }
    }
}
