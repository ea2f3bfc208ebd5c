import Foundation

/// The rule that decides which regions of a path are inside, as `CAShapeLayerFillRule`.
public enum FillRule: String, Sendable { case nonZero, evenOdd }
/// How open path ends are drawn, as `CAShapeLayerLineCap`.
public enum LineCap: String, Sendable { case butt, round, square }
/// How path corners are drawn, as `CAShapeLayerLineJoin`.
public enum LineJoin: String, Sendable { case miter, round, bevel }

/// A layer that draws a path, as `CAShapeLayer`. The path is in the layer's own coordinates.
open class ShapeLayer: Layer {
    public var path: BezierPath?
    /// `path` under a second name, which the `QuartzCore` module reaches past its `CGPath` one.
    package var bezierPath: BezierPath? {
        get { path }
        set { path = newValue }
    }
    public var fillColor: Color? = .black
    public var strokeColor: Color?
    public var lineWidth: Double = 1
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    public var fillRule: FillRule = .nonZero
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var lineDashPattern: [Double]?
    public var lineDashPhase: Double = 0


    open override func shallowCopy() -> Layer {
        let copy = ShapeLayer()
        copyBaseProperties(into: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.lineWidth = lineWidth
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.fillRule = fillRule
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        return copy
    }
}
