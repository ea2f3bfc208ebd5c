import CoreGraphics
import TransitionKit

// Core Animation's properties whose types differ from TransitionKit's: paths as `CGPath`, so
// `shape.path = mutablePath` and `let old = shape.path` read as on iOS, and a group's optional
// `animations`. In a file that imports UIKit (or QuartzCore) these hide TransitionKit's
// properties of the same names; they are disfavoured only for code that also imports
// TransitionKit itself, where TransitionKit's stay the default. A path is kept as its value at
// the moment it is set.

extension ShapeLayer {
    @_disfavoredOverload public var path: CGPath? {
        get { bezierPath.map(CGPath.init) }
        set { bezierPath = newValue?.bezierPath }
    }
}

extension Layer {
    @_disfavoredOverload public var shadowPath: CGPath? {
        get { shadowBezierPath.map(CGPath.init) }
        set { shadowBezierPath = newValue?.bezierPath }
    }
}

extension AnimationGroup {
    /// Optional, as Core Animation's; nil runs none.
    @_disfavoredOverload public var animations: [Animation]? {
        get { animationList }
        set { animationList = newValue ?? [] }
    }
}

extension KeyframeAnimation {
    @_disfavoredOverload public var path: CGPath? {
        get { bezierPath.map(CGPath.init) }
        set { bezierPath = newValue?.bezierPath }
    }
}
