/// How far a frame may be from its golden and still pass, in pixelmatch's units.
///
/// Frames are deterministic (the same code, libraries and fonts draw the same bytes), so the
/// default is exact: any pixel whose colour changed fails, anti-aliased ones included. The
/// allowances are for a scenario that cannot be deterministic, and it should say why beside them.
///
///     Tolerance()                                  // exact: every pixel must match
///     Tolerance.perceptual                         // pixelmatch's defaults: threshold 0.1, anti-aliasing ignored
///     Tolerance(threshold: 0.1, maxDifferentPixels: 20)   // up to 20 visibly different pixels
public struct Tolerance: Codable, Hashable, Sendable {
    /// pixelmatch's YIQ threshold in 0...1: a pixel differs when its delta exceeds 35215·threshold².
    /// 0, the default, counts every pixel whose colour changed at all.
    public var threshold: Double
    /// When true, pixels that look like anti-aliasing in both images are not counted as different.
    public var ignoresAntialiasing: Bool
    /// The most differing pixels allowed; 0 allows none unless the ratio below is set.
    public var maxDifferentPixels: Int
    /// The largest differing fraction of all pixels allowed (0...1); 0 allows none unless the count above is set.
    public var maxDifferentPixelRatio: Double

    public init(threshold: Double = 0, ignoresAntialiasing: Bool = false,
                maxDifferentPixels: Int = 0, maxDifferentPixelRatio: Double = 0) {
        self.threshold = threshold
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentPixelRatio = maxDifferentPixelRatio
    }

    /// Exact: any pixel whose colour changed fails, anti-aliased ones included. Pixels
    /// transparent in both images are equal whatever their colour bytes say.
    public static let `default` = Tolerance()
    /// The same as `default`, by the name a declaration reads best with.
    public static let exact = Tolerance()
    /// pixelmatch's and Playwright's defaults: threshold 0.1 and anti-aliasing ignored. It lets
    /// through changes a user would call regressions (docs/tolerance.md measures them), so
    /// a scenario that uses it says why.
    public static let perceptual = Tolerance(threshold: 0.1, ignoresAntialiasing: true)

    /// Whether `differentPixels` out of `totalPixels` is within both limits. As in Playwright, a
    /// limit left at 0 only applies when the other is 0 too, so `maxDifferentPixels: 20` alone
    /// allows 20 pixels rather than being capped by a ratio of 0.
    public func allows(differentPixels: Int, of totalPixels: Int) -> Bool {
        let byRatio = maxDifferentPixelRatio > 0 ? Double(differentPixels) <= maxDifferentPixelRatio * Double(totalPixels) : nil
        let byCount = maxDifferentPixels > 0 ? differentPixels <= maxDifferentPixels : nil
        switch (byCount, byRatio) {
        case (nil, nil): return differentPixels == 0
        case let (count, ratio): return (count ?? true) && (ratio ?? true)
        }
    }

    /// pixelmatch's squared-YIQ cut-off; written in its order of operations so boundaries agree.
    var maximumDelta: Double { 35215 * threshold * threshold }

    private enum CodingKeys: String, CodingKey {
        case threshold, ignoresAntialiasing, maxDifferentPixels, maxDifferentPixelRatio
    }

    /// Missing keys take their defaults, so a manifest or scenario only states what it overrides.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Tolerance.default
        self.init(
            threshold: try values.decodeIfPresent(Double.self, forKey: .threshold) ?? defaults.threshold,
            ignoresAntialiasing: try values.decodeIfPresent(Bool.self, forKey: .ignoresAntialiasing)
                ?? defaults.ignoresAntialiasing,
            maxDifferentPixels: try values.decodeIfPresent(Int.self, forKey: .maxDifferentPixels)
                ?? defaults.maxDifferentPixels,
            maxDifferentPixelRatio: try values.decodeIfPresent(Double.self, forKey: .maxDifferentPixelRatio)
                ?? defaults.maxDifferentPixelRatio)
    }
}
