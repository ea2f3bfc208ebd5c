import Foundation
import TransitionKit

/// `UINavigationBar`: the navigation controller's bar (NavigationBar.swift in TransitionKit).
public typealias UINavigationBar = NavigationBar
/// `UINavigationItem`: what a controller shows in the bar.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: a button in the bar.
public typealias UIBarButtonItem = BarButtonItem

extension NavigationBar {
    /// Kept for ported code: the bar draws its standard hairline.
    public var shadowImage: UIImage? {
        get { layer.keyedValues["navigationBar.shadowImage"] as? UIImage }
        set { layer.keyedValues["navigationBar.shadowImage"] = newValue }
    }
    /// Kept for ported code: titles are drawn in the system face and colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { layer.keyedValues["navigationBar.titleTextAttributes"] as? [NSAttributedString.Key: Any] }
        set { layer.keyedValues["navigationBar.titleTextAttributes"] = newValue }
    }
    /// Kept for ported code: the bar draws its standard material.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        layer.keyedValues["navigationBar.backgroundImage"] = backgroundImage
    }
}

/// `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

extension BarButtonItem {
    /// A titled button whose action is a selector, which never fires here.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style)
        self.image = image
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem)
    }
}
