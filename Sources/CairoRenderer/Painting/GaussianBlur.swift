import Foundation

/// A Gaussian blur of one 8-bit channel, approximated by three successive box blurs per axis
/// whose widths match the Gaussian's variance (the usual "boxes for Gauss" construction).
struct GaussianBlur {
    let radii: [Int]

    /// Blurs wider than this many pixels are drawn at this width: the shadow is then a
    /// faint wash either way, and the box sizes stay sensible integers.
    static let maxSigma = 1000.0

    init(sigma requested: Double) {
        guard requested >= 0.5, requested.isFinite else { radii = []; return }
        let sigma = min(requested, GaussianBlur.maxSigma)
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - passes * Double(lower * lower) - 4 * passes * Double(lower) - 3 * passes)
            / Double(-4 * lower - 4)).rounded())
        radii = (0..<3).map { max(0, ($0 < m ? lower : upper) / 2) }
    }

    func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for radius in radii where radius > 0 {
            for y in 0..<height {
                GaussianBlur.boxPass(data + y * stride, step: 1, count: width, radius: radius, line: &line, out: &out)
            }
            for x in 0..<width {
                GaussianBlur.boxPass(data + x, step: stride, count: height, radius: radius, line: &line, out: &out)
            }
        }
    }

    /// One box blur along a row or column, treating pixels beyond the ends as transparent.
    private static func boxPass(_ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                line: inout [Int32], out: inout [UInt8]) {
        // Prefix sums make each output O(1) whatever the radius.
        var sum: Int32 = 0
        for i in 0..<count {
            sum += Int32(base[i * step])
            line[i] = sum
        }
        let width = Int32(2 * radius + 1)
        for i in 0..<count {
            let hi = min(count - 1, i + radius), lo = i - radius - 1
            let total = line[hi] - (lo >= 0 ? line[lo] : 0)
            out[i] = UInt8((total + width / 2) / width)
        }
        for i in 0..<count { base[i * step] = out[i] }
    }
}
