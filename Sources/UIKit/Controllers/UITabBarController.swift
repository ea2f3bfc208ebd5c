import Foundation
import QuartzCore

/// Shows one of several controllers at a time, picked by a tab bar along the bottom, as
/// `UITabBarController`. Switching tabs is immediate, as in UIKit, unless the `delegate` gives
/// an animator, which then runs in a container under the tab bar; the tabs are titled by their
/// controllers' titles (a navigation controller's tab by its root's, as a title set on the root
/// shows on the tab in UIKit).
///
///     let tabs = UITabBarController()
///     tabs.viewControllers = [favourites, recents]
///     tabs.selectedIndex = 1
open class UITabBarController: UIViewController, UITabBarDelegate {
    public let tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?

    /// The tab bar's delegate method, as UIKit's tab bar controller implements it for subclasses
    /// to override. No touches select a tab here, so it is called only by an app's own code.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Holds the selected controller's view under the tab bar; a tab switch's animator gets it
    /// as its container, as UIKit's transition view.
    private let transitionView = UIView()

    /// The tabs' controllers, as UIKit's optional `viewControllers`; nil shows no tabs.
    open var viewControllers: [UIViewController]? {
        didSet { replace(oldValue ?? []) }
    }
    private var tabs: [UIViewController] { viewControllers ?? [] }

    /// Sets the tabs' controllers; the tabs change at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open var selectedIndex = 0 {
        didSet {
            select(from: oldValue)
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// The selected tab's controller; setting one of the tabs selects it.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // The selected tab's controller decides the status bar, as on iOS. `dynamic`, so an app's
    // `extension UITabBarController { override var … }` can replace them.
    open override dynamic var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override dynamic var childForStatusBarHidden: UIViewController? { selectedViewController }
    open override dynamic var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
    open override dynamic var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
    open override dynamic var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    open override dynamic var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { super.preferredInterfaceOrientationForPresentation }
    open override dynamic var shouldAutorotate: Bool { super.shouldAutorotate }

    /// Plays a person's tap on the tab at `index`: the delegate may refuse it, the tab is
    /// selected (animated by the delegate's animator, if any) and the delegate hears of it.
    open func tapTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = LayoutView { [weak self] view in
            guard let self else { return }
            // The bar reaches down over the home indicator; its tabs stay in the top 49 points.
            // Measured without the bar's own cover, which the content then counts.
            view.traitState.coveredEdgeInsets = nil
            let height = UITabBar.height + view.safeAreaInsets.bottom
            tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
            view.traitState.coveredEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
            transitionView.frame = view.bounds
            for child in view.subviews { child.updateSafeArea() }
            if activeTransition == nil { selectedViewController?.view.frame = transitionView.bounds }
            tabBar.isAtScrollEdge = selectedViewController?.isContentAtScrollEdge(.bottom) ?? true
        }
        view.addSubview(transitionView)
        view.addSubview(tabBar)
        showSelected()
    }

    /// Only the selected tab is on screen, so only it appears and disappears with the controller.
    override var childrenForAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    private func replace(_ old: [UIViewController]) {
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
            let item = controller.tabBarItem
            item.title = item.title ?? controller.title ?? (controller as? UINavigationController)?.viewControllers.first?.title
            return item
        }
        selectedIndex = min(selectedIndex, max(tabs.count - 1, 0))
        if isViewLoaded { showSelected() }
    }

    /// Swaps the old tab's view for the new one's, with the appearance callbacks UIKit sends
    /// for an immediate switch: both will-callbacks, the swap, then both did-callbacks.
    private func select(from oldIndex: Int) {
        guard isViewLoaded, !isRevertingSelection else { return }
        guard oldIndex != selectedIndex, tabs.indices.contains(oldIndex), let new = selectedViewController else {
            return showSelected()
        }
        let old = tabs[oldIndex]
        let onScreen = appearance == .appeared
        // Loaded first, as UIKit loads a view before telling it it will appear.
        new.loadViewIfNeeded()
        if onScreen, let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            return animate(from: old, to: new, oldIndex: oldIndex, with: animator)
        }
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

    /// Runs the delegate's animator from the old tab to the new one in the transition view. The
    /// new tab is highlighted at once; a cancelled interactive switch goes back to the old tab.
    private func animate(from old: UIViewController, to new: UIViewController, oldIndex: Int,
                         with animator: any UIViewControllerAnimatedTransitioning) {
        guard activeTransition == nil else {
            ControllerErrorLog.report(.transitionInProgress(controller: typeName))
            return revertSelection(to: oldIndex)
        }
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
        let fromView = old.view!, toView = new.view!
        let context = TransitionContext(
            containerView: transitionView,
            from: .init(controller: old, view: fromView, initialFrame: fromView.frame, finalFrame: .zero),
            to: .init(controller: new, view: toView, initialFrame: .zero, finalFrame: transitionView.bounds),
            style: .fullScreen, isAnimated: true, animator: animator,
            interactionController: delegate?.tabBarController(self, interactionControllerFor: animator)
        ) { [self] didComplete in
            activeTransition = nil
            let gone = didComplete ? fromView : toView
            if gone.superview === transitionView { gone.removeFromSuperview() }
            if !didComplete { revertSelection(to: oldIndex) }
            showSelected()
            UIViewController.finishAppearance(from: old, to: new, didComplete: didComplete)
        }
        activeTransition = context
        context.start()
    }

    /// Selects `index` again without a transition, after a switch that did not happen.
    private func revertSelection(to index: Int) {
        isRevertingSelection = true
        selectedIndex = index
        isRevertingSelection = false
        showSelected()
    }
    private var isRevertingSelection = false

    /// Puts the selected controller's view under the tab bar and highlights its tab.
    private func showSelected() {
        tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
        guard let selected = selectedViewController else { return }
        selected.view.frame = transitionView.bounds
        if selected.view.superview !== transitionView { transitionView.addSubview(selected.view) }
    }
}
