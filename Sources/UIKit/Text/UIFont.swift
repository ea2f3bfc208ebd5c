import Foundation
import QuartzCore

/// A font for labels and buttons: a size and a weight of the system face (Inter, which the
/// renderer draws in place of SF Pro), as `UIFont`.
///
///     let title = UIFont.preferredFont(forTextStyle: .headline)   // 17 pt semibold
open class UIFont: NSObject, @unchecked Sendable, CGFontConvertible {
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

    /// Fonts are equal when their size, weight, text style and scaling are (an `NSObject`, as
    /// UIKit's).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return (pointSize, weight, textStyle) == (other.pointSize, other.weight, other.textStyle) && scaling == other.scaling
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(scaling)
        return hasher.finalize()
    }
}
