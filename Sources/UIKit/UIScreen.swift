import Foundation
import TransitionKit

/// The device screen, as `UIScreen`: the key window's size when a scene has one, otherwise
/// an iPhone 8's 375 × 667 points.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    public var bounds: CGRect { Window.key?.bounds ?? CGRect(x: 0, y: 0, width: 375, height: 667) }
    public var nativeBounds: CGRect { bounds }
    /// Frames are drawn at one pixel per point.
    public var scale: CGFloat { 1 }
    public var nativeScale: CGFloat { 1 }
    public var traitCollection: UITraitCollection { UITraitCollection() }
    public var coordinateSpace: UIScreen { self }
}
