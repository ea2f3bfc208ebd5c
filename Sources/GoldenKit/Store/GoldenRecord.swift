import ImageComparison
/// What `manifest.json` records about one golden PNG.
public struct GoldenRecord: Codable, Equatable, Sendable {
    /// SHA-256 of the decoded premultiplied RGBA pixels, so re-encoding never looks like a change.
    public var sha256: String
    public var width: Int
    public var height: Int
    public var scale: Double
    /// The frame's time in seconds.
    public var time: Double
    public var tolerance: Tolerance

    public init(sha256: String, width: Int, height: Int, scale: Double, time: Double, tolerance: Tolerance) {
        (self.sha256, self.width, self.height, self.scale, self.time, self.tolerance)
            = (sha256, width, height, scale, time, tolerance)
    }
}
