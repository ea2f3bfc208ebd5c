import Pixels
/// What comparing an actual bitmap with an expected one found; `harness diff --json` prints it.
public struct PixelComparison: Codable, Equatable, Sendable {
    /// The expected image's size.
    public var width: Int
    public var height: Int
    /// The actual image's size; it differs from `width`×`height` only on a size mismatch.
    public var actualWidth: Int
    public var actualHeight: Int
    /// Pixels compared: the area covering both images.
    public var totalPixels: Int
    /// Pixels that differ beyond the threshold and are not anti-aliasing (when that is ignored).
    /// On a size mismatch, pixels covered by only one image count too.
    public var differentPixels: Int
    /// Pixels beyond the threshold that were judged anti-aliasing and not counted.
    public var antialiasedPixels: Int
    /// The largest difference in any straight (not premultiplied) channel of any pixel, 0...255.
    public var maxChannelDelta: Int
    /// True when every pixel matches byte for byte (pixels transparent in both count as equal).
    public var identical: Bool
    public var sizeMismatch: Bool

    public init(width: Int, height: Int, actualWidth: Int, actualHeight: Int, totalPixels: Int,
                differentPixels: Int, antialiasedPixels: Int, maxChannelDelta: Int, identical: Bool) {
        (self.width, self.height, self.actualWidth, self.actualHeight) = (width, height, actualWidth, actualHeight)
        (self.totalPixels, self.differentPixels, self.antialiasedPixels) = (totalPixels, differentPixels, antialiasedPixels)
        (self.maxChannelDelta, self.identical) = (maxChannelDelta, identical)
        self.sizeMismatch = width != actualWidth || height != actualHeight
    }

    /// Whether the frame is acceptable: same size and within both of the tolerance's limits.
    public func passes(_ tolerance: Tolerance) -> Bool {
        !sizeMismatch && tolerance.allows(differentPixels: differentPixels, of: totalPixels)
    }

    /// One line for a person: how many pixels differ and by how much at most, e.g. "12 pixels
    /// differ (0.0012%), by up to 87 of 255 in a channel"; anti-aliased pixels a tolerance let
    /// through are counted apart.
    public var summary: String {
        if sizeMismatch {
            return "sizes differ: expected \(width)x\(height), actual \(actualWidth)x\(actualHeight)"
        }
        if identical { return "identical" }
        let percent = totalPixels > 0 ? Double(differentPixels) * 100 / Double(totalPixels) : 0
        let rounded = (percent * 10_000).rounded() / 10_000
        let antialiased = antialiasedPixels > 0 ? ", \(antialiasedPixels) more only anti-aliased" : ""
        return "\(differentPixels) \(differentPixels == 1 ? "pixel differs" : "pixels differ") (\(rounded)%), "
            + "by up to \(maxChannelDelta) of 255 in a channel\(antialiased)"
    }
}

extension PixelComparison {
    /// Two images of different sizes, known from their headers alone: nothing is compared, and
    /// every pixel of the area covering both counts as different. A header may declare up to
    /// 2^32-1 pixels a side, whose area does not fit an `Int`: that counts as `Int.max` pixels
    /// rather than trapping on the overflow.
    public init(sizeMismatchOfExpectedWidth width: Int, height: Int, actualWidth: Int, actualHeight: Int) {
        let (area, overflow) = max(width, actualWidth).multipliedReportingOverflow(by: max(height, actualHeight))
        let total = overflow ? Int.max : area
        self.init(width: width, height: height, actualWidth: actualWidth, actualHeight: actualHeight,
                  totalPixels: total, differentPixels: total, antialiasedPixels: 0, maxChannelDelta: 0, identical: false)
    }

    /// Compares `actual` with `expected` under `tolerance`'s threshold and anti-aliasing rule.
    public init(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .default) {
        self = Comparator(tolerance: tolerance).compare(expected, actual)
    }
}
