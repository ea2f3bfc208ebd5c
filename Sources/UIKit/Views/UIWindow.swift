import Foundation
import QuartzCore

/// The root of a screen's view tree, showing a root view controller, as `UIWindow`. Presentations
/// run in containers added on top of it, and a `CATransition` added to its layer animates
/// whatever change follows in the same turn (the three-ways article (§1), the cube article).
///
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     window.rootViewController = UINavigationController(rootViewController: list)
open class UIWindow: UIView {
    /// Setting it shows the controller's view full size, with its appearance callbacks.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            if let root = rootViewController {
                root.beginAppearanceTransition(true, animated: false)
                root.view.frame = bounds
                insertSubview(root.view, at: 0)
                root.endAppearanceTransition()
            }
            (superview as? ScreenView)?.updateStatusBarAppearance()
        }
    }

    /// The first window made on a clock is its scene's screen until one is made key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let clock = VirtualClock.current, clock.uiKit.keyWindow == nil { clock.uiKit.keyWindow = self }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Kept for ported code: a window here is visible once it is in the stage's view tree.
    open func makeKeyAndVisible() {
        isHidden = false
        VirtualClock.current?.uiKit.keyWindow = self
        (superview as? ScreenView)?.updateStatusBarAppearance()
    }

    /// The window last made key on the current clock, as `UIApplication.shared.keyWindow`.
    public static var key: UIWindow? { VirtualClock.current?.uiKit.keyWindow }

    open override func layoutSubviews() {
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    /// A window added to the screen shows its controllers' status bar.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        (superview as? ScreenView)?.updateStatusBarAppearance()
    }
}

extension UIView {
    /// The window this view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}
