import Foundation
import QuartzCore

/// A font for labels and buttons: a size and a weight of the system face (Inter, which the
/// renderer draws in place of SF Pro), as `UIFont`.
///
///     let title = UIFont.preferredFont(forTextStyle: .headline)   // 17 pt semibold
open class UIFont: Hashable, @unchecked Sendable, CGFontConvertible {
    public let pointSize: CGFloat
    /// How heavy the strokes are (not a `UIFont` property on iOS, where the weight lives in the
    /// font's descriptor; named here because every face is the system face at some weight).
    package let weight: Weight
    /// The text style this font was made for, which Dynamic Type scales (UIFont+TextStyle.swift).
    package let textStyle: TextStyle?
    /// For a font `UIFontMetrics` scaled, the size it was given and its cap (UIFontMetrics.swift).
    package let scaling: Scaling?

    /// A size of 0 (or one that is not a positive number, as a size computed from a view's
    /// bounds before it has any) means the default 12 points, as Core Text takes it.
    package init(pointSize: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil, scaling: Scaling? = nil) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 12
        (self.weight, self.textStyle, self.scaling) = (weight, textStyle, scaling)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// The height of one line: Inter's ascent plus descent (0.969 + 0.241 em, close to SF Pro's
    /// 0.952 + 0.241).
    open var lineHeight: CGFloat { pointSize * 1.21 }

    /// The face the renderer draws.
    package var cgFont: CGFont { CGFont(weight: Double(weight.rawValue)) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        (lhs.pointSize, lhs.weight, lhs.textStyle) == (rhs.pointSize, rhs.weight, rhs.textStyle) && lhs.scaling == rhs.scaling
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(scaling)
    }
}
