import Foundation
import QuartzCore

extension UIButton {
    /// How a button looks, as iOS 15's `UIButton.Configuration`: a style (`.filled()`,
    /// `.tinted()`…), a title, subtitle and image, and the size, insets and corners they are
    /// drawn with. Set it as a button's `configuration`; change it in `configurationUpdateHandler`
    /// to follow the button's state.
    ///
    ///     var configuration = UIButton.Configuration.filled()
    ///     configuration.title = "Continue"
    ///     configuration.cornerStyle = .capsule
    ///     let button = UIButton(configuration: configuration)
    ///
    /// The sizes, fonts, insets and corner radii are iOS 17's as seen on its simulator (a
    /// `.medium` filled button is 34 points tall with a 15-point title); they are listed in
    /// `docs/SYSTEM-DEFAULTS.md`, "Button configurations".
    public struct Configuration {
        /// How the background is drawn; the static constructors choose it.
        package enum Look: Sendable { case plain, gray, tinted, filled }
        package let look: Look

        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image sits against the title: `.leading` (the default), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// Between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Replaces the image with a spinning activity indicator.
        public var showsActivityIndicator = false
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        /// The title's and image's colour; nil uses the style's (white on a filled button, else the tint).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil uses the style's (the tint, a tint wash or a grey fill).
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration.clear()
        /// The insets around the content: by default those of `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitInsets ?? buttonSize.contentInsets }
            set { explicitInsets = newValue }
        }
        private var explicitInsets: NSDirectionalEdgeInsets?

        package init(look: Look) {
            self.look = look
            background.backgroundColor = nil
        }

        /// Tinted text and no background.
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// Tinted text on a grey fill.
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// Tinted text on a light wash of the tint.
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// White text on the tint.
        public static func filled() -> Configuration { Configuration(look: .filled) }
        /// As `plain()`, the iOS 15 name for a button without a border.
        public static func borderless() -> Configuration { Configuration(look: .plain) }
        /// As `gray()`.
        public static func bordered() -> Configuration { Configuration(look: .gray) }
        /// As `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }
        /// As `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(look: .filled) }

        /// The configuration as `button`'s state shows it; the state's look is drawn by the
        /// button itself, so this is the configuration unchanged.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The rounding of the background, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The size of the title and its insets, as `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            case mini, small, medium, large

            /// The title's text style: caption 2, footnote, subheadline, body.
            var titleStyle: UIFont.TextStyle {
                switch self {
                case .mini: .caption2
                case .small: .footnote
                case .medium: .subheadline
                case .large: .body
                }
            }

            var subtitleStyle: UIFont.TextStyle {
                switch self {
                case .mini, .small: .caption2
                case .medium: .caption1
                case .large: .subheadline
                }
            }

            var contentInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
        }
        /// How the title and subtitle line up with each other, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        /// The background's corner radius in a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 4
                case .medium: 6
                case .large: 12
                }
            }
        }

        /// The title's and image's colour in `state`: the base colour, else white on a filled
        /// button and the tint on the others; grey when disabled.
        func foregroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            return baseForegroundColor ?? (look == .filled ? .white : tint)
        }

        /// The background's colour in `state`: the background configuration's own colour if set,
        /// else the style's from the base colour or the tint.
        func backgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
            if let color = background.backgroundColor { return background.backgroundColorTransformer?.transform(color) ?? color }
            if state.contains(.disabled), look != .plain { return .tertiarySystemFill }
            let base = baseBackgroundColor
            let color: UIColor? = switch look {
            case .plain: nil
            case .gray: base ?? .tertiarySystemFill
            case .tinted: (base ?? tint).withAlphaComponent(Self.tintedWashAlpha)
            case .filled: base ?? tint
            }
            return color.map { background.backgroundColorTransformer?.transform($0) ?? $0 }
        }

        /// How much of the tint a tinted button's background shows.
        static let tintedWashAlpha: CGFloat = 0.15
    }
}

/// Changes a configuration's text attributes as it draws them, as
/// `UIConfigurationTextAttributesTransformer`.
///
///     configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = .systemFont(ofSize: 17, weight: .semibold)
///         return outgoing
///     }
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }
}
