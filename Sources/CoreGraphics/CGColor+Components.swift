import Foundation
import TransitionKit

/// `CGColor`'s accessors on TransitionKit's colour.
extension Color {
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(white: Double(gray), alpha: Double(alpha)) }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)] }
    public var numberOfComponents: Int { 4 }
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(Double(alpha)) }
}
