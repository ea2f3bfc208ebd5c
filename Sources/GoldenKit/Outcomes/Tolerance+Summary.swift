import ImageComparison
extension Tolerance {
    /// What the tolerance lets through beyond exact, in its units, for messages and the report:
    /// "tolerance: exact", or "tolerance: threshold 0.1, at most 20 pixels, anti-aliasing ignored".
    package var summary: String {
        var allowances: [String] = []
        if threshold > 0 { allowances.append("threshold \(threshold)") }
        if maxDifferentPixels > 0 { allowances.append("at most \(maxDifferentPixels) pixels") }
        if maxDifferentPixelRatio > 0 { allowances.append("at most \(maxDifferentPixelRatio * 100)% of pixels") }
        if ignoresAntialiasing { allowances.append("anti-aliasing ignored") }
        return "tolerance: " + (allowances.isEmpty ? "exact" : allowances.joined(separator: ", "))
    }
}
