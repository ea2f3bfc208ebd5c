import Foundation
import QuartzCore

/// A visual effect, as `UIVisualEffect`.
open class UIVisualEffect {
    public init() {}
    /// The colour washed over what is behind.
    var tint: UIColor { .clear }
    /// What is done to what is behind before the wash; nil leaves it as it is.
    var backdrop: BackdropFilter? { nil }
}

/// A blur, as `UIBlurEffect`: what is behind the view, blurred and saturated as a material's
/// backdrop, under a translucent wash of the style's colour.
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

    /// Every style blurs alike here: a Gaussian of σ 15 points with the colour saturated 1.8
    /// times. iOS's backdrop layer is publicly described as a Gaussian blur of input radius 30
    /// with a colour saturation of about 2 (taken here as a radius of 2σ); what tells the styles
    /// apart is mostly the wash over it, from thin to thick.
    override var backdrop: BackdropFilter? { BackdropFilter(blurRadius: 15, saturation: 1.8) }

    override var tint: UIColor {
        switch style {
        // What the bars' material reads as over white or black content, light and dark.
        case .systemChromeMaterial: UIColor(light: UIColor(hex: 0xF9F9F9, alpha: 0.94), dark: UIColor(hex: 0x1D1D1D, alpha: 0.94))
        case .dark, .systemMaterialDark: UIColor(white: 0.11, alpha: 0.73)
        case .extraLight: UIColor(white: 0.97, alpha: 0.82)
        // The adaptable materials wash light in light mode and dark in dark mode, as iOS 13's do.
        case .systemUltraThinMaterial: UIColor(light: UIColor(white: 0.95, alpha: 0.45), dark: UIColor(white: 0.11, alpha: 0.45))
        case .systemThinMaterial: UIColor(light: UIColor(white: 0.95, alpha: 0.6), dark: UIColor(white: 0.11, alpha: 0.6))
        case .systemThickMaterial, .prominent: UIColor(light: UIColor(white: 0.95, alpha: 0.88), dark: UIColor(white: 0.11, alpha: 0.88))
        case .light, .systemMaterialLight: UIColor(white: 0.95, alpha: 0.75)
        default: UIColor(light: UIColor(white: 0.95, alpha: 0.75), dark: UIColor(white: 0.11, alpha: 0.75))
        }
    }
}

/// The look of vibrant content, as `UIVibrancyEffectStyle`: the text and fill levels of the
/// system colours of the same names.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content drawn vibrant over a blur, as `UIVibrancyEffect`: a `UIVisualEffectView` with this
/// effect draws nothing of its own, and lays its `contentView`'s subviews over what is behind them
/// by their shape alone, in the style's strength (their own colours are not shown, as on iOS).
///
///     let blur = UIBlurEffect(style: .systemMaterial)
///     let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
///     blurView.contentView.addSubview(vibrancy)
open class UIVibrancyEffect: UIVisualEffect {
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in `style`, as iOS 13's.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.style = style
        super.init()
    }

    /// Vibrancy for content over `blurEffect`, as the label style draws it.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// How the content is laid over the blur in `userInterfaceStyle`. iOS's vibrancy reads as
    /// the blurred colours behind pushed toward black in light mode and toward white in dark,
    /// keeping their hue in the text, which plus-darker and plus-lighter do; opaque black or white
    /// text would lose the hue, and a multiply would keep too little contrast over a dark
    /// backdrop. Each style's strength is the alpha of the system colour of its name (the
    /// secondary label's 0.6, the fills' 0.2 to 0.12, the separator's 0.29); the label's own
    /// colour is opaque, so its 0.8 is taken by eye, dark enough to read as the label colour
    /// over a light material while the backdrop's hue still shows, as it does on iOS 17.
    func filter(for userInterfaceStyle: UIUserInterfaceStyle) -> VibrancyFilter {
        let strength = switch style {
        case .label: 0.8
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
        return VibrancyFilter(blend: userInterfaceStyle == .dark ? .plusLighter : .plusDarker, strength: strength)
    }
}

/// A view showing an effect over what is behind it, as `UIVisualEffectView`: a backdrop that
/// blurs what is behind, a wash of the effect's colour, then `contentView`, drawn vibrant for a
/// vibrancy effect. Setting `effect` inside an animation block fades the wash in or out; the
/// blur comes and goes at once.
open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    private let backdrop = UIView()
    private let wash = UIView()

    open var effect: UIVisualEffect? {
        didSet { showEffect() }
    }

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        for view in [backdrop, wash, contentView] {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        self.effect = effect
        showEffect()
    }

    private func showEffect() {
        wash.backgroundColor = effect?.tint ?? .clear
        backdrop.layer.backdropFilter = effect?.backdrop
        // Vibrancy darkens in light mode and lightens in dark, so it follows the traits.
        contentView.resolveWithTraits(.vibrancy) { [unowned self] traits in
            contentView.layer.vibrancyFilter = (effect as? UIVibrancyEffect)?.filter(for: traits.userInterfaceStyle)
        }
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        for view in [backdrop, wash, contentView] { view.frame = bounds }
    }
}
