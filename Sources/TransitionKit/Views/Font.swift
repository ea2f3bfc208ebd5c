import Foundation

/// A font for labels and buttons: a size and a weight of the system face (Inter, which the
/// renderer draws in place of SF Pro), as `UIFont.systemFont(ofSize:weight:)`.
///
///     let title = Font.preferredFont(forTextStyle: .headline)   // 17 pt semibold
public struct Font: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Weight
    /// The text style this font was made for, which Dynamic Type scales (Font+TextStyle.swift).
    public internal(set) var textStyle: TextStyle?

    /// A size of 0 (or one that is not a positive number, as a size computed from a view's
    /// bounds before it has any) means the default 12 points, as Core Text takes it.
    public init(pointSize: Double, weight: Weight = .regular) {
        (self.pointSize, self.weight) = (pointSize.isFinite && pointSize > 0 ? pointSize : 12, weight)
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, weight: .bold) }

    /// The height of one line: Inter's ascent plus descent (0.969 + 0.241 em, close to SF Pro's
    /// 0.952 + 0.241).
    public var lineHeight: Double { pointSize * 1.21 }
}
