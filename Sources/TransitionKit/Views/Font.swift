import Foundation

/// A font for labels and buttons: a size and a weight of DejaVu Sans, the one face the renderer
/// draws, as `UIFont.systemFont(ofSize:)`.
public struct Font: Hashable, Sendable {
    public var pointSize: Double
    public var isBold: Bool

    public init(pointSize: Double, isBold: Bool = false) {
        precondition(pointSize.isFinite && pointSize > 0, "Font size must be a finite number above 0, got \(pointSize)")
        (self.pointSize, self.isBold) = (pointSize, isBold)
    }

    public static func systemFont(ofSize size: Double) -> Font { Font(pointSize: size) }
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, isBold: true) }

    /// The height of one line: DejaVu Sans' ascent plus descent (0.928 + 0.236 em).
    public var lineHeight: Double { pointSize * 1.164 }
}
