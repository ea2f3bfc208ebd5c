@_exported import CoreGraphics
import Foundation
import TransitionKit

// Core Animation's names for TransitionKit's layers, animations and values.

/// `CALayer`.
public typealias CALayer = Layer
/// `CAShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CATextLayer`.
public typealias CATextLayer = TextLayer
/// `CAGradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAAnimation`.
public typealias CAAnimation = Animation
/// `CAPropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CASpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CAAnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CATransition`.
public typealias CATransition = Transition
/// `CATransaction`.
public typealias CATransaction = Transaction
/// `CAAnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// `CALayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// `CATransform3D`.
public typealias CATransform3D = Transform3D
/// `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = TimingFunction
/// `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = FillMode
/// `CATransitionType`.
public typealias CATransitionType = TransitionType
/// `CATransitionSubtype`.
public typealias CATransitionSubtype = TransitionSubtype
/// `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = LineCap
/// `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = LineJoin
/// `CAShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = FillRule
/// `CALayerContentsGravity`.
public typealias CALayerContentsGravity = ContentsGravity
/// `CATextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = TextAlignment
/// `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
/// `CAGradientLayerType`.
public typealias CAGradientLayerType = GradientLayer.Kind
/// Core Foundation's seconds.
public typealias CFTimeInterval = TimeInterval

/// The current clock's time in seconds, as `CACurrentMediaTime()`: virtual time inside a
/// scenario, so `beginTime = CACurrentMediaTime() + delay` delays by virtual seconds.
public func CACurrentMediaTime() -> CFTimeInterval { Clock.current?.time ?? 0 }

/// The key `CATransition`s are added under by convention.
public let kCATransition = "transition"

/// Core Foundation's booleans, as `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` passes them.
public let kCFBooleanTrue = NSNumber(value: true)
public let kCFBooleanFalse = NSNumber(value: false)
