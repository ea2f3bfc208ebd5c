import Foundation
import QuartzCore

extension UIView {
    /// The colour controls draw their accents in, as `UIView.tintColor`: the view's own, else its
    /// superview's, else the system blue. Setting it tells this view and every subview that
    /// inherits it through `tintColorDidChange()`.
    ///
    ///     navigationController.navigationBar.tintColor = .systemOrange   // back chevron, buttons
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
            for view in subviews where view.ownTintColor == nil { view.inheritedTintDidChange() }
        }
    }

    /// Tells this view and the subviews that inherit from it that the tint they show changed.
    func inheritedTintDidChange() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.inheritedTintDidChange() }
    }
}
