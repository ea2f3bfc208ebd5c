import Pixels
/// One frame a scenario rendered, as handed to the store for checking or recording.
public struct RenderedFrame: Sendable {
    public var index: Int
    /// Seconds since the start of the transition.
    public var time: Double
    public var bitmap: Bitmap
    /// Pixels per point the frame was drawn at.
    public var scale: Double

    public init(index: Int, time: Double, bitmap: Bitmap, scale: Double = 1) {
        (self.index, self.time, self.bitmap, self.scale) = (index, time, bitmap, scale)
    }
}
