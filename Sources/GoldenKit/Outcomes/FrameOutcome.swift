import ImageComparison
/// The result for one frame: its status, how far it was from its golden, and the images written for review.
package struct FrameOutcome: Codable, Equatable, Sendable {
    package var frame: FrameKey
    /// The frame's time in seconds.
    package var time: Double
    package var status: FrameStatus
    /// The golden's path inside `Goldens/`, e.g. `door-push/f2-0500ms.png`.
    package var golden: String
    /// Pixel counts from comparing with the golden; nil when there was nothing to compare with.
    package var difference: PixelComparison?
    /// What a person needs to know: why it failed and what to do, or what was written.
    package var message: String?
    package var artifacts: FrameArtifacts

    package init(frame: FrameKey, time: Double, status: FrameStatus, golden: String,
                difference: PixelComparison? = nil, message: String? = nil, artifacts: FrameArtifacts = .init()) {
        (self.frame, self.time, self.status, self.golden) = (frame, time, status, golden)
        (self.difference, self.message, self.artifacts) = (difference, message, artifacts)
    }
}
