import Foundation
import QuartzCore

extension UIImage {
    /// How a symbol image is sized and weighted, as `UIImage.SymbolConfiguration`: a point size
    /// (or a text style's), a weight and a scale. What a configuration leaves unspecified another
    /// can fill in (`applying(_:)`), as UIKit combines an image's configuration with an image view's.
    ///
    ///     let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
    ///     let gear = UIImage(systemName: "gear", withConfiguration: config)
    public struct SymbolConfiguration: Hashable, Sendable {
        /// A symbol's stroke weight, as `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// A symbol's size relative to its point size, as `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

        /// The point size, or 0 when unspecified (the text style's, else the body style's).
        public let pointSize: CGFloat
        public let weight: Weight
        public let scale: Scale
        /// The text style the point size follows, when it came from one.
        public let textStyle: UIFont.TextStyle?
        /// The colour a hierarchical or palette configuration gives: the symbol is drawn in it alone,
        /// its layers not told apart (the Phosphor stand-ins have one layer).
        package private(set) var color: UIColor?

        public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
            (self.pointSize, self.weight, self.scale, textStyle) = (pointSize, weight, scale, nil)
        }
        public init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .default) }
        public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public init(weight: Weight) { (pointSize, self.weight, scale, textStyle) = (0, weight, .unspecified, nil) }
        public init(scale: Scale) { (pointSize, weight, self.scale, textStyle) = (0, .unspecified, scale, nil) }
        /// The size of `textStyle`'s font at the current text size, in that font's weight.
        public init(textStyle: UIFont.TextStyle, scale: Scale = .unspecified) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            (pointSize, weight, self.scale, self.textStyle) = (font.pointSize, Weight(font.weight), scale, textStyle)
        }
        /// The size and weight of `font`.
        public init(font: UIFont, scale: Scale = .unspecified) {
            (pointSize, weight, self.scale, textStyle) = (font.pointSize, Weight(font.weight), scale, font.textStyle)
        }

        /// A symbol in shades of `hierarchicalColor`, as `init(hierarchicalColor:)`; drawn here in the colour itself.
        public init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, weight: .unspecified)
            color = hierarchicalColor
        }

        /// A symbol's layers in `paletteColors`, as `init(paletteColors:)`; drawn here in the first.
        public init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified)
            color = paletteColors.first
        }

        /// The multicolour variant, as `preferringMulticolor()`; the stand-ins have one colour, so
        /// it is this configuration.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(pointSize: 0, weight: .unspecified) }

        /// This configuration with what `other` specifies put over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var combined = SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                               weight: other.weight != .unspecified ? other.weight : weight,
                                               scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                                               textStyle: other.pointSize > 0 ? other.textStyle : textStyle)
            combined.color = other.color ?? color
            return combined
        }

        private init(pointSize: CGFloat, weight: Weight, scale: Scale, textStyle: UIFont.TextStyle?) {
            (self.pointSize, self.weight, self.scale, self.textStyle) = (pointSize, weight, scale, textStyle)
        }

        /// The font the symbol sits beside: the point size's, else the body style's (UIKit's
        /// default for a symbol image with no configuration).
        var font: UIFont {
            let size = pointSize > 0 ? pointSize : UIFont.preferredFont(forTextStyle: textStyle ?? .body).pointSize
            return UIFont.systemFont(ofSize: size, weight: weight.fontWeight)
        }

        /// How much larger than a medium symbol the scale draws: Apple says about 20 % smaller and
        /// 30 % larger (WWDC19 "Introducing SF Symbols"); these are the ratios of the variants in
        /// the custom-symbol template as commonly quoted (docs/SYSTEM-DEFAULTS.md, "Images and symbols").
        var scaleFactor: CGFloat {
            switch scale {
            case .small: 0.783
            case .large: 1.29
            default: 1
            }
        }
    }

    public typealias SymbolWeight = SymbolConfiguration.Weight
    public typealias SymbolScale = SymbolConfiguration.Scale
}

extension UIImage.SymbolConfiguration.Weight {
    /// The symbol weight matching a font's.
    init(_ weight: UIFont.Weight) {
        let standard = weight.nearestStandard
        self = UIFont.Weight.standard.firstIndex(of: standard).map { Self(rawValue: $0 + 1) ?? .regular } ?? .regular
    }

    /// The system font's weight of the same name.
    var fontWeight: UIFont.Weight {
        self == .unspecified ? .regular : UIFont.Weight.standard[rawValue - 1]
    }
}
