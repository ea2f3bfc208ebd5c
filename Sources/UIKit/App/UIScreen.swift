import Foundation
import QuartzCore

/// The device screen, as `UIScreen`: the key window's size and its device's scale when a scene
/// has one, otherwise an iPhone 8's 375 × 667 points at 2x.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    public var bounds: CGRect { UIWindow.key?.bounds ?? CGRect(x: 0, y: 0, width: 375, height: 667) }
    public var nativeBounds: CGRect { bounds.applying(CGAffineTransform(scaleX: scale, y: scale)) }
    /// The pixels per point of the device the key window is shown on.
    public var scale: CGFloat { description?.scale ?? 2 }
    /// The key window's device's kind.
    var idiom: UIUserInterfaceIdiom { description?.idiom ?? .phone }
    /// The key window's device's status bar height (20 points off any device).
    var statusBarHeight: CGFloat { description?.statusBarHeight ?? 20 }

    /// The screen the key window is shown on, when it is on one.
    private var description: ScreenDescription? {
        var view: UIView? = UIWindow.key
        while let current = view {
            if let screen = current as? ScreenView { return screen.screen }
            view = current.superview
        }
        return nil
    }
    public var nativeScale: CGFloat { scale }
    public var traitCollection: UITraitCollection { UIWindow.key?.traitCollection ?? .standard }
    /// The screen's space: the key window's, which stays upright here.
    public var coordinateSpace: UIScreen { self }
    public var fixedCoordinateSpace: UIScreen { self }
}

/// The screen's coordinate space, as `UICoordinateSpace` converts into it: the key window's
/// space, since windows fill the screen here and never rotate.
extension UIScreen {
    public func convert(_ point: CGPoint, from view: UIView) -> CGPoint { view.convert(point, to: nil) }
    public func convert(_ point: CGPoint, to view: UIView) -> CGPoint { view.convert(point, from: nil) }
    public func convert(_ rect: CGRect, from view: UIView) -> CGRect { view.convert(rect, to: nil) }
    public func convert(_ rect: CGRect, to view: UIView) -> CGRect { view.convert(rect, from: nil) }
}

extension UIView {
    public func convert(_ point: CGPoint, to screen: UIScreen) -> CGPoint { convert(point, to: nil) }
    public func convert(_ point: CGPoint, from screen: UIScreen) -> CGPoint { convert(point, from: nil) }
    public func convert(_ rect: CGRect, to screen: UIScreen) -> CGRect { convert(rect, to: nil) }
    public func convert(_ rect: CGRect, from screen: UIScreen) -> CGRect { convert(rect, from: nil) }
}
