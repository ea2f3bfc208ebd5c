import Foundation
import QuartzCore

/// A visual effect, as `UIVisualEffect`.
open class UIVisualEffect {
    public init() {}
    /// The flat colour that stands in for the effect.
    var tint: UIColor { .clear }
}

/// A blur, as `UIBlurEffect`, drawn flat: a translucent wash of the style's colour over what is
/// behind, which is what a blur reads as at a glance.
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look, as `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemMaterialDark, systemMaterialLight
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor {
        switch style {
        // What the bars' material reads as over white or black content, light and dark.
        case .systemChromeMaterial: UIColor(light: UIColor(hex: 0xF9F9F9, alpha: 0.94), dark: UIColor(hex: 0x1D1D1D, alpha: 0.94))
        case .dark, .systemMaterialDark: UIColor(white: 0.11, alpha: 0.73)
        case .extraLight: UIColor(white: 0.97, alpha: 0.82)
        case .systemUltraThinMaterial: UIColor(white: 0.95, alpha: 0.45)
        case .systemThinMaterial: UIColor(white: 0.95, alpha: 0.6)
        case .systemThickMaterial, .prominent: UIColor(white: 0.95, alpha: 0.88)
        default: UIColor(white: 0.95, alpha: 0.75)
        }
    }
}

/// Vibrancy over a blur, as `UIVibrancyEffect`; drawn as nothing extra.
open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) { super.init() }
}

/// A view showing an effect over what is behind it, as `UIVisualEffectView`. Setting `effect`
/// inside an animation block fades the wash in or out, as a blur animates on a device.
open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    private let wash = UIView()

    open var effect: UIVisualEffect? {
        didSet { wash.backgroundColor = effect?.tint ?? .clear }
    }

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        wash.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(wash)
        addSubview(contentView)
        self.effect = effect
        wash.backgroundColor = effect?.tint ?? .clear
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        wash.frame = bounds
        contentView.frame = bounds
    }
}
