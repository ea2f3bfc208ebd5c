import Foundation
import QuartzCore

/// A − / + pair that steps a value, as `UIStepper`: a 94 × 32 rounded pill in the system's
/// fill colour, split by a hairline, with a minus and a plus in the tint colour (grey at a limit).
open class UIStepper: UIControl {
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if value != clamped { value = clamped }
            layoutSubviews()
        }
    }
    open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
    open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    private let divider = UIView()
    private let minus = UIView()
    private let plusBar = UIView()
    private let plusStem = UIView()

    /// A stepper has one size, as on iOS: Auto Layout places it without a width or height constraint.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        divider.backgroundColor = .opaqueSeparator
        for view in [divider, minus, plusBar, plusStem] { addSubview(view) }
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        let half = bounds.width / 2
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        let (length, thickness) = (14.0, 2.0)
        minus.frame = CGRect(x: half / 2 - length / 2, y: bounds.midY - thickness / 2, width: length, height: thickness)
        plusBar.frame = CGRect(x: half * 1.5 - length / 2, y: bounds.midY - thickness / 2, width: length, height: thickness)
        plusStem.frame = CGRect(x: half * 1.5 - thickness / 2, y: bounds.midY - length / 2, width: thickness, height: length)
        let canStep = (down: wraps || value > minimumValue, up: wraps || value < maximumValue)
        minus.backgroundColor = canStep.down ? .label : .tertiaryLabel
        for part in [plusBar, plusStem] { part.backgroundColor = canStep.up ? .label : .tertiaryLabel }
    }

    /// Steps the value once up or down, as a tap on + or − does, and sends `.valueChanged`.
    open func step(up: Bool) {
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = value
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }
}
