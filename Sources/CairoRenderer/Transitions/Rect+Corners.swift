import QuartzCore

extension CGRect {
    /// Top-left, top-right, bottom-right, bottom-left.
    var cornersClockwise: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}
