import Foundation
import QuartzCore

/// Which controller the status bar follows, as UIKit decides it: from the window's root
/// controller, a full-screen presentation (or one whose `modalPresentationCapturesStatusBarAppearance`
/// is true) takes over from its presenter, and a container hands over to the child its
/// `childForStatusBarStyle` names (a navigation controller's top controller while its bar is
/// hidden, a tab bar controller's selected one). That controller's `preferredStatusBarStyle`
/// chooses the glyphs: `.lightContent` light, `.darkContent` dark, `.default` the interface style's.
extension UIViewController {
    /// Asks UIKit to read the status bar preferences again; inside an animation block the
    /// glyphs cross-fade over its duration, as `UIView.animate { setNeedsStatusBarAppearanceUpdate() }`.
    public func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window?.superview as? ScreenView)?.updateStatusBarAppearance(duration: UIView.inheritedAnimationDuration)
    }

    /// The controller whose `preferredStatusBarStyle` the status bar shows, starting here;
    /// `leaving` is a presented controller being dismissed, which no longer counts.
    func statusBarStyleController(leaving: UIViewController? = nil) -> UIViewController {
        var current = self
        var visited: Set<ObjectIdentifier> = []
        while visited.insert(ObjectIdentifier(current)).inserted {
            if let presented = current.presentedViewController, presented !== leaving,
               presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                current = presented
            } else if let child = current.childForStatusBarStyle {
                current = child
            } else {
                break
            }
        }
        return current
    }
}

extension UIStatusBarStyle {
    /// The interface style the glyphs are drawn in, nil for the screen's own.
    var glyphStyle: UIUserInterfaceStyle? {
        switch self {
        case .default: nil
        case .lightContent: .dark
        case .darkContent: .light
        }
    }
}
