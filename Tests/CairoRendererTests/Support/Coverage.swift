import Pixels

/// Reads geometry back out of a rendered bitmap through pixel coverage (alpha / 255), which
/// locates straight anti-aliased edges to a small fraction of a pixel.
struct Coverage {
    let bitmap: Bitmap

    func alpha(_ x: Int, _ y: Int) -> Double { Double(bitmap[x, y].a) / 255 }

    /// Total covered area in pixels.
    var area: Double {
        var sum = 0
        for i in stride(from: 3, to: bitmap.pixels.count, by: 4) { sum += Int(bitmap.pixels[i]) }
        return Double(sum) / 255
    }

    /// The left and right edges of the shape along pixel row `y`, measured from `middle`
    /// (a column inside the shape): the edge is as far from it as the row's coverage says.
    func horizontalEdges(row y: Int, middle: Int) -> (left: Double, right: Double) {
        let before = (0..<middle).reduce(0.0) { $0 + alpha($1, y) }
        let after = (middle..<bitmap.width).reduce(0.0) { $0 + alpha($1, y) }
        return (Double(middle) - before, Double(middle) + after)
    }

    /// The top and bottom edges along pixel column `x`, measured from `middle` (a row inside).
    func verticalEdges(column x: Int, middle: Int) -> (top: Double, bottom: Double) {
        let before = (0..<middle).reduce(0.0) { $0 + alpha(x, $1) }
        let after = (middle..<bitmap.height).reduce(0.0) { $0 + alpha(x, $1) }
        return (Double(middle) - before, Double(middle) + after)
    }
}

/// The straight line through two points, evaluated at another abscissa.
func lineThrough(_ a: (Double, Double), _ b: (Double, Double), at x: Double) -> Double {
    a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0)
}
