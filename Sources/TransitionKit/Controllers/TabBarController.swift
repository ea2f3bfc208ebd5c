import Foundation

/// Shows one of several controllers at a time, picked by a tab bar along the bottom, as
/// `UITabBarController`. Switching tabs is immediate, as in UIKit; the tabs are titled by their
/// controllers' titles (a navigation controller's tab by its root's, as a title set on the root
/// shows on the tab in UIKit).
///
///     let tabs = TabBarController()
///     tabs.viewControllers = [favourites, recents]
///     tabs.selectedIndex = 1
open class TabBarController: ViewController {
    public let tabBar = TabBar()

    /// The tabs' controllers, as UIKit's optional `viewControllers`; nil shows no tabs.
    open var viewControllers: [ViewController]? {
        didSet { replace(oldValue ?? []) }
    }
    private var tabs: [ViewController] { viewControllers ?? [] }

    public var selectedIndex = 0 {
        didSet { select(from: oldValue) }
    }

    public var selectedViewController: ViewController? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = LayoutView { [weak self] view in
            guard let self else { return }
            // The bar reaches down over the home indicator; its tabs stay in the top 49 points.
            // Measured without the bar's own cover, which the content then counts.
            view.traitState.coveredEdgeInsets = nil
            let height = TabBar.height + view.safeAreaInsets.bottom
            tabBar.frame = Rect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
            view.traitState.coveredEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
            for child in view.subviews { child.updateSafeArea() }
            selectedViewController?.view.frame = view.bounds
        }
        view.addSubview(tabBar)
        showSelected()
    }

    /// Only the selected tab is on screen, so only it appears and disappears with the controller.
    override var childrenForAppearance: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    private func replace(_ old: [ViewController]) {
        for controller in old {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in tabs {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = tabs.map { controller in
            TabBarItem(title: controller.title ?? (controller as? NavigationController)?.viewControllers.first?.title)
        }
        selectedIndex = min(selectedIndex, max(tabs.count - 1, 0))
        if isViewLoaded { showSelected() }
    }

    /// Swaps the old tab's view for the new one's, with the appearance callbacks UIKit sends
    /// for an immediate switch: both will-callbacks, the swap, then both did-callbacks.
    private func select(from oldIndex: Int) {
        guard isViewLoaded else { return }
        guard oldIndex != selectedIndex, tabs.indices.contains(oldIndex), let new = selectedViewController else {
            return showSelected()
        }
        let old = tabs[oldIndex]
        let onScreen = appearance == .appeared
        // Loaded first, as UIKit loads a view before telling it it will appear.
        new.loadViewIfNeeded()
        if onScreen {
            old.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        old.viewIfLoaded?.removeFromSuperview()
        showSelected()
        if onScreen {
            old.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    /// Puts the selected controller's view under the tab bar and highlights its tab.
    private func showSelected() {
        tabBar.selectedItem = tabBar.items.indices.contains(selectedIndex) ? tabBar.items[selectedIndex] : nil
        guard let selected = selectedViewController else { return }
        selected.view.frame = view.bounds
        if selected.view.superview !== view { view.insertSubview(selected.view, belowSubview: tabBar) }
    }
}
