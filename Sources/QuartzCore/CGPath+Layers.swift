import CoreGraphics
import TransitionKit

// Core Animation's path properties typed as `CGPath`, so `shape.path = mutablePath` and
// `let old = shape.path` read as on iOS. In a file that imports UIKit (or QuartzCore) these
// hide TransitionKit's `BezierPath` properties of the same names; they are disfavoured only
// for code that also imports TransitionKit itself, where the `BezierPath` ones stay the default.
// Each keeps the path's value at the moment it is set.

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

extension KeyframeAnimation {
    @_disfavoredOverload public var path: CGPath? {
        get { bezierPath.map(CGPath.init) }
        set { bezierPath = newValue?.bezierPath }
    }
}
