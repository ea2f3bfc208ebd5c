import Foundation
import QuartzCore

/// A stack of controllers shown one at a time, as `UINavigationController`. Pushes and pops run
/// the delegate's animator, or UIKit's slide when it returns none. The stack changes as soon as
/// `pushViewController` or `popViewController` is called, and is put back if the transition is
/// cancelled. The navigation bar sits above the content and stays put while its titles move
/// with the transition.
///
///     let navigation = UINavigationController(rootViewController: list)
///     window.rootViewController = navigation
///     navigation.pushViewController(detail, animated: true)
open class UINavigationController: UIViewController {
    /// Which way a transition goes, as `UINavigationController.Operation`.
    public enum Operation: Sendable {
        case none, push, pop
    }

    /// The stack, root first, as `viewControllers`; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// Weak, as in UIKit; the circle-button article's controller sets itself in `viewWillAppear`.
    open weak var delegate: UINavigationControllerDelegate?

    /// The view transitions run in (UIKit's `UINavigationTransitionView`): it fills the
    /// navigation controller's view and holds the top controller's view.
    package let transitionView = UIView()

    /// The bar above the content, showing the stack's navigation items.
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            viewIfLoaded?.setNeedsLayout()
            viewIfLoaded?.layoutIfNeeded()
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// The bar along the bottom, showing the top controller's `toolbarItems`; hidden until
    /// `isToolbarHidden` is set false. It sits 44 points tall over the bottom safe area, which
    /// its background fills, and the content runs under it.
    public let toolbar: UIToolbar! = UIToolbar()
    open var isToolbarHidden = true {
        didSet {
            toolbar.isHidden = isToolbarHidden
            viewIfLoaded?.setNeedsLayout()
            viewIfLoaded?.layoutIfNeeded()
        }
    }

    /// Shows or hides the toolbar, as `setToolbarHidden(_:animated:)`; the bar is not animated.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The swipe from the leading edge that pops the top controller, as
    /// `interactivePopGestureRecognizer`: a scenario plays it (`UIPanGestureRecognizer.play`),
    /// and the pop follows it (NavigationInteractivePop.swift).
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let swipe = UIScreenEdgePanGestureRecognizer()
        swipe.edges = .left
        return swipe
    }()
    /// The swipe back in progress, which drives the pop it started.
    var swipeBack: NavigationInteractivePop?

    /// Shows or hides the bar, as `setNavigationBarHidden(_:animated:)`; the bar is not animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// A stack holding `rootViewController`; designated, as UIKit declares it.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        followSwipeBack()
        toolbar.isHidden = true
        addChild(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// An empty stack, as UIKit's `init(nibName:bundle:)` (and through it `init()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        followSwipeBack()
        toolbar.isHidden = true
    }

    /// An empty stack; there is no custom bar or toolbar class here, so the classes are ignored.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        followSwipeBack()
        toolbar.isHidden = true
    }

    private func followSwipeBack() {
        interactivePopGestureRecognizer?.addTarget { [unowned self] in NavigationInteractivePop.follow($0 as! UIPanGestureRecognizer, in: self) }
    }

    public required init?(coder: NSCoder) { return nil }

    open var topViewController: UIViewController? { stack.last }

    // The status bar follows the navigation bar's style (light glyphs over a `.black` bar), and
    // the top controller's preferences only while the bar is hidden, as on iOS: a controller in a
    // navigation controller that wants light glyphs under a visible bar needs the navigation
    // controller to say so. `dynamic`, so an app's `extension UINavigationController { override
    // var preferredStatusBarStyle … }` (an Objective-C override on iOS) can replace them.
    open override dynamic var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    open override dynamic var childForStatusBarHidden: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    open override dynamic var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }
    open override dynamic var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
    open override dynamic var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    open override dynamic var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { super.preferredInterfaceOrientationForPresentation }
    open override dynamic var shouldAutorotate: Bool { super.shouldAutorotate }

    open override func loadView() {
        view = LayoutView { [weak self] view in
            guard let self else { return }
            transitionView.frame = view.bounds
            if activeTransition == nil { topViewController?.view.frame = transitionView.bounds }
            // Below the status bar; the content runs under the bar, which counts in its safe area.
            navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
                                       height: navigationBar.preferredHeight(for: navigationBar.items))
            navigationBar.setNeedsLayout()
            navigationBar.layoutIfNeeded()
            // Above the home indicator; the content runs under this bar too.
            toolbar.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - UIToolbar.height,
                                   width: view.bounds.width, height: UIToolbar.height)
            toolbar.setNeedsLayout()
            toolbar.layoutIfNeeded()
            coverContent(barHeight: navigationBar.frame.height)
            transitionView.updateSafeArea()
            if activeTransition == nil { updateScrollEdges() }
        }
        view.addSubview(transitionView)
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        interactivePopGestureRecognizer.map(view.addGestureRecognizer)
        // The top screen loads first, so a title its viewDidLoad sets is in the bar from the start.
        if let top = topViewController { transitionView.addSubview(top.view) }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        updateScrollEdges()
    }

    /// Each bar takes its scroll-edge appearance while the top screen's content is at its edge.
    private func updateScrollEdges() {
        navigationBar.isAtScrollEdge = topViewController?.isContentAtScrollEdge(.top) ?? true
        toolbar.isAtScrollEdge = topViewController?.isContentAtScrollEdge(.bottom) ?? true
    }

    /// Counts a bar `barHeight` tall, and the toolbar when shown, in the safe area of the content
    /// views added from now on.
    private func coverContent(barHeight: Double) {
        let top = isNavigationBarHidden ? 0 : navigationBar.frame.minY + barHeight
        let bottom = isToolbarHidden ? 0 : transitionView.bounds.height - toolbar.frame.minY
        transitionView.traitState.coveredEdgeInsets = top == 0 && bottom == 0 ? nil : UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Shows `controller`'s items in the toolbar when it is the top controller.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    /// Only the top controller is on screen, so only it appears and disappears with the stack.
    override var childrenForAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard canStartTransition() else { return }
        guard !stack.contains(where: { $0 === viewController }) else {
            return ControllerErrorLog.report(.alreadyOnStack(controller: viewController.typeName))
        }
        if let parent = viewController.parent {
            return ControllerErrorLog.report(.alreadyHasParent(controller: viewController.typeName, parent: parent.typeName))
        }
        let from = topViewController!
        addChild(viewController)
        stack.append(viewController)
        run(.push, from: from, to: viewController, animated: animated) { [self] didComplete in
            if didComplete {
                viewController.didMove(toParent: self)
            } else {
                stack.removeLast()
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    /// Replaces the stack, as `setViewControllers(_:animated:)`: when the top controller changes,
    /// the new one is pushed in, or popped back to when it was already on the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard let newTop = controllers.last else {
            return ControllerErrorLog.report(.emptyStack(navigationController: typeName))
        }
        guard canStartTransition() else { return }
        let (oldStack, oldTop) = (stack, topViewController!)
        let leaving = oldStack.filter { old in !controllers.contains { $0 === old } }
        for controller in controllers where controller.parent !== self {
            if let parent = controller.parent {
                return ControllerErrorLog.report(.alreadyHasParent(controller: controller.typeName, parent: parent.typeName))
            }
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        stack = controllers
        for controller in leaving where controller !== oldTop {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        guard newTop !== oldTop else {
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            toolbar.setItems(newTop.toolbarItems, animated: false)
            return
        }
        let isPop = oldStack.contains { $0 === newTop }
        if leaving.contains(where: { $0 === oldTop }) { oldTop.willMove(toParent: nil) }
        run(isPop ? .pop : .push, from: oldTop, to: newTop, animated: animated) { [self] didComplete in
            if didComplete {
                if leaving.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
                for controller in controllers where !oldStack.contains(where: { $0 === controller }) { controller.didMove(toParent: self) }
            } else {
                for controller in controllers where !oldStack.contains(where: { $0 === controller }) {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                for controller in leaving where controller !== oldTop {
                    addChild(controller)
                    controller.didMove(toParent: self)
                }
                stack = oldStack
            }
        }
    }

    /// Pops the top controller and returns it; popping the root is an error.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard canStartTransition() else { return nil }
        guard stack.count > 1 else {
            ControllerErrorLog.report(.poppingRoot(navigationController: typeName))
            return nil
        }
        return pop(to: stack[stack.count - 2], animated: animated).last
    }

    /// Pops everything above the root and returns what was popped, bottom first (none at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController] {
        guard canStartTransition(), stack.count > 1 else { return [] }
        return pop(to: stack[0], animated: animated)
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        let index = stack.firstIndex { $0 === target }!
        let popped = Array(stack[(index + 1)...])
        let from = popped.last!
        stack.removeSubrange((index + 1)...)
        // Controllers between the target and the top leave without ever showing.
        for hidden in popped.dropLast() {
            hidden.willMove(toParent: nil)
            hidden.removeFromParent()
        }
        from.willMove(toParent: nil)
        run(.pop, from: from, to: target, animated: animated) { [self] didComplete in
            if didComplete {
                from.removeFromParent()
            } else {
                for hidden in popped.dropLast() {
                    addChild(hidden)
                    hidden.didMove(toParent: self)
                }
                stack.append(contentsOf: popped)
                from.didMove(toParent: self)
            }
        }
        return popped
    }

    /// Checks that no transition runs, and loads the view so the current top's view is in place
    /// before the stack changes.
    private func canStartTransition() -> Bool {
        loadViewIfNeeded()
        guard activeTransition == nil else {
            ControllerErrorLog.report(.transitionInProgress(controller: typeName))
            return false
        }
        return true
    }

    /// Runs one push or pop: appearance callbacks, the delegate's animator (or the slide),
    /// and the stack update in `update` once it completes or is cancelled.
    private func run(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                     update: @escaping (_ didComplete: Bool) -> Void) {
        to.loadViewIfNeeded()
        let onScreen = appearance == .appeared || appearance == .appearing
        if onScreen {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        var animator: any UIViewControllerAnimatedTransitioning = ImmediateTransition()
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
                animator = custom
                interaction = delegate?.navigationController(self, interactionControllerFor: custom)
            } else {
                animator = NavigationSlideTransition(operation: operation)
                interaction = operation == .pop ? swipeBack : nil
            }
        }
        let fromView = from.view!, toView = to.view!
        var finishBar: ((_ didComplete: Bool) -> Void)?
        let context = TransitionContext(
            containerView: transitionView,
            from: .init(controller: from, view: fromView, initialFrame: fromView.frame, finalFrame: .zero),
            to: .init(controller: to, view: toView, initialFrame: .zero, finalFrame: transitionView.bounds),
            style: .fullScreen, isAnimated: animated, animator: animator, interactionController: interaction
        ) { [self] didComplete in
            activeTransition = nil
            if didComplete, fromView.superview === transitionView { fromView.removeFromSuperview() }
            update(didComplete)
            if let finishBar {
                finishBar(didComplete)
            } else {
                navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            }
            toolbar.setItems(topViewController?.toolbarItems, animated: false)
            view.layoutSubviews()
            if onScreen { UIViewController.finishAppearance(from: from, to: to, didComplete: didComplete) }
            if didComplete { delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        context.alongsideViews = [navigationBar]
        // The incoming view is laid out under the bar as it will be at the end (a large title's
        // or a standard one's), as UIKit gives each controller its own safe area; the outgoing
        // one keeps the safe area it has.
        fromView.holdSafeArea(fromView.safeAreaInsets)
        coverContent(barHeight: navigationBar.preferredHeight(for: stack.map(\.navigationItem)))
        activeTransition = context
        context.start()
        // After the start, so an interactive transition's paused timeline holds the bar too; a
        // transition that completed at once has set the bar's items already.
        guard animated, activeTransition === context else { return }
        // UIKit's own slide moves the bar on its curve; a custom animator's on ease in and out.
        let curve = (animator as? SystemTransitionAnimator)?.curve(isInteractive: interaction != nil) ?? .curveEaseInOut
        finishBar = navigationBar.beginTransition(to: stack.map(\.navigationItem), isPush: operation == .push,
                                                  atScrollEdge: to.isContentAtScrollEdge(.top), duration: context.duration, curve: curve)
    }
}
