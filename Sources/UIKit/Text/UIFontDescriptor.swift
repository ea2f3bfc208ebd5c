import Foundation
import QuartzCore

/// What a font is, apart from the font itself, as `UIFontDescriptor`: its size, weight, text
/// style and symbolic traits. Every face here is the system face, so the bold trait makes the
/// font bold and the others (italic, condensed, monospace…) are kept without changing the face.
///
///     let bodyBold = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)
///     label.font = UIFont(descriptor: bodyBold!, size: 0)   // 17 pt bold
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A font's stylistic traits, as `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs, as `UIFontDescriptor.SystemDesign`; all draw as the system face here.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    open private(set) var pointSize: CGFloat
    open private(set) var symbolicTraits: SymbolicTraits
    package let weight: UIFont.Weight
    package let textStyle: UIFont.TextStyle?

    package init(pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?, traits: SymbolicTraits) {
        (self.pointSize, self.weight, self.textStyle, symbolicTraits) = (pointSize, weight, textStyle, traits)
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(pointSize: font.pointSize, weight: font.weight, textStyle: nil, traits: font.weight >= .bold ? .traitBold : [])
    }

    /// The descriptor of a text style's font at the default text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same font with `symbolicTraits` instead of its own; bold turns the weight to bold,
    /// and leaving bold out turns a bold font regular.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = symbolicTraits.contains(.traitBold) ? max(self.weight, .bold)
            : (self.symbolicTraits.contains(.traitBold) ? .regular : self.weight)
        return UIFontDescriptor(pointSize: pointSize, weight: weight, textStyle: textStyle, traits: symbolicTraits)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, textStyle: nil, traits: symbolicTraits)
    }

    /// The same font in `design`: the system face here, so the descriptor itself.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
}

extension UIFont {
    /// The font's descriptor: its size, weight and text style, bold traits for bold weights.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight, textStyle: textStyle, traits: weight >= .bold ? .traitBold : [])
    }

    /// The font `descriptor` describes at `pointSize`; 0 keeps the descriptor's size and text style.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let keepsStyle = pointSize <= 0 || pointSize == descriptor.pointSize
        self.init(pointSize: pointSize > 0 ? pointSize : descriptor.pointSize, weight: descriptor.weight,
                  textStyle: keepsStyle ? descriptor.textStyle : nil)
    }
}

extension UIFontDescriptor {
    /// A key of a descriptor's attributes, as `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// What the descriptor holds, as `fontAttributes`: its size, and its text style's raw value
    /// when it came from one, which `UIFont.TextStyle(rawValue:)` turns back into the style.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.size: pointSize, .family: "System Font"]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return attributes
    }
}
