import Foundation
import QuartzCore

/// Manages one screen's view and its place among other controllers, as `UIViewController`.
/// The view is made on first use by `loadView()`, then `viewDidLoad()` runs.
///
///     final class InboxController: UIViewController {
///         override func viewDidLoad() { view.backgroundColor = .white }
///         override func viewWillAppear(_ animated: Bool) { navigationController?.delegate = self }
///     }
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView? {
        didSet {
            oldValue?.layer.noteModelChange()
            noteNamingChange()
        }
    }

    /// A motion trace names a controller's view by the controller's class, among the controllers
    /// reached from a window; joining or leaving them, or another view taking its place, renames
    /// the view's layer, so it reports a change.
    func noteNamingChange() {
        viewIfLoaded?.layer.noteModelChange()
    }

    /// Children in the order they were added (see UIViewController+Containment.swift).
    open internal(set) var children: [UIViewController] = []
    open internal(set) weak var parent: UIViewController?

    /// The controller this one presents, and the one presenting it (UIViewController+Presentation.swift).
    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    /// Supplies the animators for presenting and dismissing this controller. Weak, as in UIKit:
    /// whoever sets it keeps it alive (the door article holds its `ModalTransition` in an instance variable).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// `.automatic` by default since iOS 13, which UIKit shows as a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The popover's presentation controller, made when first asked for with the popover style
    /// set, as `popoverPresentationController`; nil for any other style.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil) }
        return popover
    }
    private var popover: UIPopoverPresentationController?

    /// Where the view stands on screen (UIViewController+Appearance.swift).
    var appearance: AppearanceState = .disappeared
    var appearanceIsAnimated = false
    /// While presented: the container and the presenter's old place, for the dismissal.
    var presentation: Presentation?
    /// The push, pop, present or dismiss this controller is running, if any.
    var activeTransition: TransitionContext?

    /// How a present without a custom animator animates, and its dismissal.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// The sheet `sheetPresentationController` made before a presentation, which the
    /// presentation then uses (UIPresentationController.swift).
    var pendingSheet: UISheetPresentationController?
    // UIKit settings that change nothing here, kept so ported code reads back what it set.
    open var definesPresentationContext = false
    /// Whether a container forwards appearance callbacks to its children by itself, as
    /// `shouldAutomaticallyForwardAppearanceMethods`; a container overriding it to false calls
    /// `beginAppearanceTransition(_:animated:)` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open var isModalInPresentation = false
    open var hidesBottomBarWhenPushed = false
    open var edgesForExtendedLayout = UIRectEdge.all
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.invalidateConstraintLayout() }
    }
    /// What a navigation bar shows while this controller is on top (UINavigationItem.swift).
    public let navigationItem = UINavigationItem()
    /// The items a navigation controller's toolbar shows while this controller is on top, as
    /// `toolbarItems`.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }
    /// Sets `toolbarItems`, as `setToolbarItems(_:animated:)`; they change at once.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// The tab a tab bar controller shows for this controller; its title is the controller's
    /// `title` until it is given one.
    open var tabBarItem = UITabBarItem(title: nil)
    /// The screen's title; a navigation bar shows it unless `navigationItem.title` says otherwise.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// Insets added to the safe area of the controller's view, as `additionalSafeAreaInsets`:
    /// for bars and overlays the controller draws itself.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { viewIfLoaded?.additionalSafeAreaInsets = additionalSafeAreaInsets }
    }

    /// The size a container or presentation controller should give this controller's view, as
    /// `preferredContentSize`; zero when it has no preference.
    open var preferredContentSize: CGSize = .zero

    /// A controller with no nib, as UIKit's `init()`: a convenience initializer calling the
    /// designated `init(nibName:bundle:)`, so a subclass overriding that one still answers `MyController()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open override var next: UIResponder? { viewIfLoaded?.superview }

    /// Shows `viewControllerToPresent` over this controller's screen (UIViewController+Presentation.swift).
    open func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: animated, completion: completion)
    }

    /// Dismisses what this controller presents, or this controller (UIViewController+Presentation.swift).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: animated, completion: completion)
    }

    /// The designated initializer, as UIKit's; there are no nibs here, so the view is built in code.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _ = NetworkGuard.installed
        super.init()
    }

    /// No storyboard can be decoded here, so this fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        loadedView?.traitState.viewController = self
        if additionalSafeAreaInsets != .zero { loadedView?.additionalSafeAreaInsets = additionalSafeAreaInsets }
        viewDidLoad()
    }

    /// Makes `view`; override to build a custom one. The default is an empty view the size of
    /// the screen (`UIScreen.main.bounds`: the key window's, else the default device's), as UIKit
    /// makes it, so `viewDidLoad` can lay out by its bounds even before any window shows it;
    /// whoever shows it sizes it again.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    open func viewDidLoad() {}
    /// Called when the traits of the controller's view change (UIViewController+Traits.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    // UIKit's other points for subclasses, so ported controllers override them as on iOS.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// Updates the root view's constraints before a layout pass; the default sends the view
    /// `updateConstraints()`, so overrides call `super`, as UIKit requires.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    // Settings iOS asks a controller for; subclasses override them. There is one device
    // orientation and no system gesture here, so only the status bar's style changes anything
    // (UIViewController+StatusBar.swift).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var shouldAutorotate: Bool { true }
    /// Called before the view's size changes; there is no rotation here, so nothing calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear(_:)`, as iOS 17's `viewIsAppearing(_:)`, when the view is in
    /// its superview with its traits and safe area.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller's view is editing its content; `editButtonItem` shows Edit or Done.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButton.title = editing ? "Done" : "Edit"
        editButton.style = editing ? .done : .plain
    }

    /// A button that toggles `isEditing`, as `editButtonItem`.
    open var editButtonItem: UIBarButtonItem { editButton }
    private lazy var editButton = UIBarButtonItem(title: "Edit", style: .plain)

    /// Called before a storyboard segue; there are no storyboards here, so only an app's own
    /// `performSegue` stand-in calls it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// There are no storyboards here, so nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}

    /// Called before the controller moves to `parent` (nil: before it leaves its parent).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent` (nil: after it left its parent).
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The ancestor with no parent: the controller a presentation is made from, as UIKit's
    /// presentation context for full-screen styles.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Children whose views are inside this controller's view: they appear and disappear with it.
    var childrenForAppearance: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// The type name, as errors and logs name controllers.
    var typeName: String { String(describing: type(of: self)) }
}
