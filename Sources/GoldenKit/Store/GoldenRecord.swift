import ImageComparison
/// What `manifest.json` records about one golden PNG.
package struct GoldenRecord: Codable, Equatable, Sendable {
    /// SHA-256 of the decoded premultiplied RGBA pixels, so re-encoding never looks like a change.
    package var sha256: String
    package var width: Int
    package var height: Int
    package var scale: Double
    /// The frame's time in seconds.
    package var time: Double
    package var tolerance: Tolerance
    /// SHA-256 of the PNG file's bytes as recorded, so a check can tell a file nobody touched
    /// since; nil in manifests written before it was recorded.
    package var fileSHA256: String?
    /// `PixelFingerprint` of the same pixels as `sha256`: what a check hashes each rendered frame
    /// with, since SHA-256 over every frame would cost a passing check most of what decoding
    /// saves; nil in manifests written before it was recorded, whose frames are hashed with SHA-256.
    package var pixelFingerprint: String?

    package init(sha256: String, width: Int, height: Int, scale: Double, time: Double, tolerance: Tolerance,
                fileSHA256: String? = nil, pixelFingerprint: String? = nil) {
        (self.sha256, self.width, self.height, self.scale, self.time, self.tolerance, self.fileSHA256, self.pixelFingerprint)
            = (sha256, width, height, scale, time, tolerance, fileSHA256, pixelFingerprint)
    }
}
