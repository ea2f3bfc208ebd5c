@_exported import QuartzCore
import Foundation
import TransitionKit

// UIKit's names for TransitionKit's views, controllers and transition protocols. Where UIKit's
// shape differs from a plain alias (a class with reference semantics, an optional, a `Float`),
// the files beside this one declare it.

/// `UIView`.
public typealias UIView = View
/// `UIResponder`.
public typealias UIResponder = Responder
/// `UIWindow`.
public typealias UIWindow = Window
/// `UIImageView`.
public typealias UIImageView = ImageView
/// `UILabel`.
public typealias UILabel = Label
/// `UIButton`.
public typealias UIButton = Button
/// `UIControl`.
public typealias UIControl = Control
/// `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UIColor`: a colour value here, so `.cgColor` is the colour itself.
public typealias UIColor = Color
/// `UIFont`.
public typealias UIFont = Font
/// `UIImage`.
public typealias UIImage = Image
/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `UIViewController`.
public typealias UIViewController = ViewController
/// `UINavigationController`.
public typealias UINavigationController = NavigationController
/// `UITraitCollection`: a view's or controller's traits (Traits/ in TransitionKit).
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UITabBarController`.
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UITabBar`.
public typealias UITabBar = TabBar
/// `UITabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UIPresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIPercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
/// `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UITransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextKey
/// `UITransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextKey
/// `UISheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIEvent`.
public typealias UIEvent = Event
/// `UITouch`.
public typealias UITouch = Touch
/// `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment

// The pre-Swift-4.2 spellings of nested UIKit types.

public typealias UIViewContentMode = ContentMode
public typealias UIViewAnimationOptions = View.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = View.KeyframeAnimationOptions
public typealias UIViewAnimationCurve = View.AnimationCurve
public typealias UIViewAutoresizing = View.AutoresizingMask
public typealias UINavigationControllerOperation = NavigationController.Operation
public typealias UIControlState = Control.State

extension View {
    public typealias ContentMode = TransitionKit.ContentMode
}

public let UITransitionContextFromViewKey = TransitionContextKey.from
public let UITransitionContextToViewKey = TransitionContextKey.to
public let UITransitionContextFromViewControllerKey = TransitionContextKey.from
public let UITransitionContextToViewControllerKey = TransitionContextKey.to

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
/// `UIContentContainer`.
public typealias UIContentContainer = ContentContainer

extension SheetPresentationController {
    /// `UISheetPresentationController.Detent`.
    public typealias Detent = SheetDetent
}
