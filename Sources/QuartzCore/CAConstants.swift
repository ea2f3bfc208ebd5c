import Foundation
import TransitionKit

// The `kCA…` constants of Swift 3 and 4 code, as values of the types that replaced them.

public let kCAFillModeRemoved = FillMode.removed
public let kCAFillModeForwards = FillMode.forwards
public let kCAFillModeBackwards = FillMode.backwards
public let kCAFillModeBoth = FillMode.both

public let kCATransitionFade = TransitionType.fade
public let kCATransitionMoveIn = TransitionType.moveIn
public let kCATransitionPush = TransitionType.push
public let kCATransitionReveal = TransitionType.reveal
public let kCATransitionFromLeft = TransitionSubtype.fromLeft
public let kCATransitionFromRight = TransitionSubtype.fromRight
public let kCATransitionFromTop = TransitionSubtype.fromTop
public let kCATransitionFromBottom = TransitionSubtype.fromBottom

public let kCALineCapButt = LineCap.butt
public let kCALineCapRound = LineCap.round
public let kCALineCapSquare = LineCap.square
public let kCALineJoinMiter = LineJoin.miter
public let kCALineJoinRound = LineJoin.round
public let kCALineJoinBevel = LineJoin.bevel
public let kCAFillRuleNonZero = FillRule.nonZero
public let kCAFillRuleEvenOdd = FillRule.evenOdd

public let kCAGravityResize = ContentsGravity.resize
public let kCAGravityResizeAspect = ContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = ContentsGravity.resizeAspectFill
public let kCAGravityCenter = ContentsGravity.center

public let kCAAnimationLinear = KeyframeAnimation.CalculationMode.linear
public let kCAAnimationDiscrete = KeyframeAnimation.CalculationMode.discrete
public let kCAAnimationPaced = KeyframeAnimation.CalculationMode.paced
public let kCAAnimationCubic = KeyframeAnimation.CalculationMode.cubic
public let kCAAnimationCubicPaced = KeyframeAnimation.CalculationMode.cubicPaced
public let kCAAnimationRotateAuto = KeyframeAnimation.RotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = KeyframeAnimation.RotationMode.rotateAutoReverse

public let kCAGradientLayerAxial = GradientLayer.Kind.axial
public let kCAGradientLayerRadial = GradientLayer.Kind.radial
public let kCAGradientLayerConic = GradientLayer.Kind.conic
