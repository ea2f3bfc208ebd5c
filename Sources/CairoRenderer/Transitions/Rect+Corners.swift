import TransitionKit

extension Rect {
    /// Top-left, top-right, bottom-right, bottom-left.
    var cornersClockwise: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
