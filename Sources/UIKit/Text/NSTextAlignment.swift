import Foundation
import QuartzCore

/// How lines of text sit between their margins, as `NSTextAlignment`; `.natural` is the leading
/// edge: the left, or the right in a right-to-left layout.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The text layer's alignment that draws this one in `direction`.
    package func alignmentMode(in direction: UIUserInterfaceLayoutDirection) -> CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: direction == .rightToLeft ? .right : .natural
        }
    }
}
