import Foundation

/// What a `CGContext` recorded, in order: each operation with the transformation, alpha and clips
/// in force when it was drawn. Core Graphics draws as it goes; here the drawing is kept and drawn
/// later by the renderer, at the resolution it is shown at.
package struct CGDrawing: Sendable {
    package var size: CGSize
    package var items: [Item] = []

    package init(size: CGSize, items: [Item] = []) {
        (self.size, self.items) = (size, items)
    }

    /// One operation as it was drawn.
    package struct Item: @unchecked Sendable {
        package var operation: Operation
        /// From user space to the drawing's space.
        package var transform: CGAffineTransform
        package var alpha: Double
        /// In the drawing's space, outermost first.
        package var clips: [Clip]
    }

    /// A clip in force: a path and whether it is filled even-odd.
    package struct Clip: Sendable {
        package var path: BezierPath
        package var evenOdd: Bool
    }

    package enum Operation {
        /// A path, in user space, filled or stroked.
        case paint(BezierPath, Paint)
        /// An image scaled into a rectangle of user space.
        case image(CGImage, CGRect)
        /// A gradient along a line, filling `area` (user space) before the clips cut it.
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, area: CGRect)
        /// A gradient in circles about `endCenter` out to `endRadius`, from `startRadius`.
        case radialGradient(CGGradient, startRadius: Double, endCenter: CGPoint, endRadius: Double, area: CGRect)
        /// Something a framework above draws itself: a layer's `render(in:)`, a string's text.
        case content(AnyObject)
    }

    /// How a path is painted: the colours and line settings of the graphics state.
    package struct Paint: Sendable {
        package var fill: CGColor?
        package var stroke: CGColor?
        package var lineWidth: Double
        package var lineCap: CGLineCap
        package var lineJoin: CGLineJoin
        package var miterLimit: Double
        package var dash: (phase: Double, lengths: [Double])?
        package var evenOdd: Bool
        package var shadow: (offset: CGSize, blur: Double, color: CGColor)?
    }
}
