import Pixels
/// One frame a scenario rendered, as handed to the store for checking or recording.
package struct RenderedFrame: Sendable {
    package var index: Int
    /// Seconds since the start of the transition.
    package var time: Double
    package var bitmap: Bitmap
    /// Pixels per point the frame was drawn at.
    package var scale: Double

    package init(index: Int, time: Double, bitmap: Bitmap, scale: Double = 1) {
        (self.index, self.time, self.bitmap, self.scale) = (index, time, bitmap, scale)
    }
}
