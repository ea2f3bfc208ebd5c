import Foundation

extension ViewController {
    /// The traits of the controller's view, as `UIViewController.traitCollection`.
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? .standard
    }

    /// Forces light or dark on this controller's view and everything in it, as
    /// `UIViewController.overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }
}
