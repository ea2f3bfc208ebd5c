import CoreGraphics
import Foundation

/// The rule that decides which regions of a path are inside, as `CAShapeLayerFillRule`.
public enum CAShapeLayerFillRule: String, Sendable { case nonZero, evenOdd }
/// How open path ends are drawn, as `CAShapeLayerLineCap`.
public enum CAShapeLayerLineCap: String, Sendable { case butt, round, square }
/// How path corners are drawn, as `CAShapeLayerLineJoin`.
public enum CAShapeLayerLineJoin: String, Sendable { case miter, round, bevel }

/// A layer that draws a path, as `CAShapeLayer`. The path is in the layer's own coordinates.
open class CAShapeLayer: CALayer {
    /// The path as the engine draws and animates it.
    package var pathElements: BezierPath? { didSet { noteModelChange() } }
    /// The path, kept as it is at the moment it is set (a `CGMutablePath` changed later does not
    /// change the layer).
    public var path: CGPath? {
        get { pathElements.map(CGPath.init) }
        set { pathElements = newValue?.bezierPath }
    }
    public var fillColor: CGColor? = .black { didSet { noteModelChange() } }
    public var strokeColor: CGColor? { didSet { noteModelChange() } }
    public var lineWidth: CGFloat = 1 { didSet { noteModelChange() } }
    public var strokeStart: CGFloat = 0 { didSet { noteModelChange() } }
    public var strokeEnd: CGFloat = 1 { didSet { noteModelChange() } }
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// The dash lengths as the engine draws them.
    package var dash: [Double]?
    public var lineDashPattern: [NSNumber]? {
        get { dash?.map { NSNumber(value: $0) } }
        set { dash = newValue?.map(\.doubleValue) }
    }
    public var lineDashPhase: CGFloat = 0

    package override func shallowCopy() -> CALayer {
        let copy = CAShapeLayer()
        copyBaseProperties(into: copy)
        (copy.pathElements, copy.fillColor, copy.strokeColor, copy.lineWidth) = (pathElements, fillColor, strokeColor, lineWidth)
        (copy.strokeStart, copy.strokeEnd, copy.fillRule, copy.lineCap) = (strokeStart, strokeEnd, fillRule, lineCap)
        (copy.lineJoin, copy.miterLimit, copy.dash, copy.lineDashPhase) = (lineJoin, miterLimit, dash, lineDashPhase)
        return copy
    }
}
