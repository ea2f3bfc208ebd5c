import ImageComparison
extension Tolerance {
    /// The limits in their units, for messages and the report, e.g.
    /// "tolerance: threshold 0.1, at most 20 pixels, anti-aliasing ignored".
    public var summary: String {
        var limits: [String] = []
        if maxDifferentPixels > 0 { limits.append("at most \(maxDifferentPixels) pixels") }
        if maxDifferentPixelRatio > 0 { limits.append("at most \(maxDifferentPixelRatio * 100)% of pixels") }
        if limits.isEmpty { limits.append("no differing pixel") }
        let antialiasing = ignoresAntialiasing ? "anti-aliasing ignored" : "anti-aliasing counted"
        return "tolerance: threshold \(threshold), " + limits.joined(separator: " and ") + ", \(antialiasing)"
    }
}
