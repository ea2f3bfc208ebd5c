import Foundation
import QuartzCore

/// `UIView.AnimationOptions` that change nothing here (layout happens as sizes change, and
/// frames are sampled, not rendered at a rate), kept with UIKit's bits so options read as on iOS.
extension UIView.AnimationOptions {
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 6)
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 7)
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    public static let preferredFramesPerSecondDefault = UIView.AnimationOptions([])
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}

extension UINavigationController {
    /// How long UIKit takes to show or hide the navigation bar, which animators borrow as a duration.
    public static let hideShowBarDuration: CGFloat = 0.2
}

/// The key under which `CATransaction.setValue(_:forKey:)` sets the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionCompletionBlock = "completionBlock"
