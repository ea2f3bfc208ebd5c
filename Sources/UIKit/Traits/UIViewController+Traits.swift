import Foundation
import QuartzCore

extension UIViewController {
    /// The traits of the controller's view, as `UIViewController.traitCollection`.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? .standard
    }

    /// Forces light or dark on this controller's view and everything in it, as
    /// `UIViewController.overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }
}
