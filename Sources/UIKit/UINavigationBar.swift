import Foundation
import TransitionKit

/// The navigation bar, as `UINavigationBar`. Scenes draw their own headers, so the bar is never
/// on screen and has no height; code that measures it to offset a transition gets 0.
open class UINavigationBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?
    open var titleTextAttributes: [String: Any]?
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: Int) {}
}

/// The title and buttons a controller shows in a navigation bar, as `UINavigationItem`; kept only.
open class UINavigationItem {
    open var title: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var largeTitleDisplayMode = 0
    public init(title: String = "") { self.title = title }
}

/// A bar button, as `UIBarButtonItem`; kept only, with no bar to show it.
open class UIBarButtonItem {
    /// The system's standard buttons, as `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, close }
    /// How a titled button is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, done }

    open var title: String?
    open var image: UIImage?
    open var customView: UIView?
    open var tintColor: UIColor?
    open var isEnabled = true

    public init(title: String?, style: Style, target: Any?, action: Selector?) { self.title = title }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) { self.image = image }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {}
    public init(customView: UIView) { self.customView = customView }
}

extension NavigationController {
    public var navigationBar: UINavigationBar {
        if let bar = keyedValues["navigationBar"] as? UINavigationBar { return bar }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 0))
        keyedValues["navigationBar"] = bar
        return bar
    }
}

extension ViewController {
    public var navigationItem: UINavigationItem {
        if let item = keyedValues["navigationItem"] as? UINavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        keyedValues["navigationItem"] = item
        return item
    }
}
