import Foundation
import TransitionKit

/// The device screen, as `UIScreen`: the key window's size and its device's scale when a scene
/// has one, otherwise an iPhone 8's 375 × 667 points at 2x.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    public var bounds: CGRect { Window.key?.bounds ?? CGRect(x: 0, y: 0, width: 375, height: 667) }
    public var nativeBounds: CGRect { bounds.applying(CGAffineTransform(scaleX: scale, y: scale)) }
    /// The pixels per point of the device the key window is shown on.
    public var scale: CGFloat {
        var view: UIView? = Window.key
        while let current = view {
            if let screen = current as? DeviceScreen { return screen.device.scale }
            view = current.superview
        }
        return 2
    }
    public var nativeScale: CGFloat { scale }
    public var traitCollection: UITraitCollection { Window.key?.traitCollection ?? .standard }
    /// The screen's space: the key window's, which stays upright here.
    public var coordinateSpace: UIScreen { self }
    public var fixedCoordinateSpace: UIScreen { self }
}
