import CoreGraphics
import Foundation

// The `kCA…` constants of Swift 3 and 4 code, as values of the types that replaced them.

public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
public let kCAGravityCenter = CALayerContentsGravity.center

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic
