/// A rectangle of whole device pixels; every canvas and warp works on one.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The pixels touched by a box given in device coordinates, grown by `margin` pixels;
    /// nil when the box is not finite.
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Double = 0) -> PixelRect? {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, minX <= maxX, minY <= maxY else { return nil }
        // Clamping keeps absurd sizes (a layer zoomed a millionfold) inside Int range; the
        // caller intersects with the canvas anyway.
        let limit = 1e7
        let x0 = Int(max(-limit, (minX - margin).rounded(.down)))
        let y0 = Int(max(-limit, (minY - margin).rounded(.down)))
        let x1 = Int(min(limit, (maxX + margin).rounded(.up)))
        let y1 = Int(min(limit, (maxY + margin).rounded(.up)))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
