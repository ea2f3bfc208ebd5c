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
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let original = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer {
            line.deallocate()
            out.deallocate()
            original.deallocate()
            sums.deallocate()
        }
        for radius in radii where radius > 0 {
            for y in 0..<height {
                GaussianBlur.horizontalPass(data + y * stride, count: width, radius: radius, line: line, out: out)
            }
            GaussianBlur.verticalPass(data, width: width, height: height, stride: stride, radius: radius,
                                      original: original, sums: sums)
        }
    }

    /// One box blur along a row, treating pixels beyond the ends as transparent.
    private static func horizontalPass(_ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int,
                                       line: UnsafeMutablePointer<Int32>, out: UnsafeMutablePointer<UInt8>) {
        // Prefix sums make each output O(1) whatever the radius.
        var sum: Int32 = 0
        for i in 0..<count {
            sum += Int32(row[i])
            line[i] = sum
        }
        let average = BoxAverage(size: 2 * radius + 1)
        for i in 0..<count {
            let hi = min(count - 1, i + radius), lo = i - radius - 1
            out[i] = average(line[hi] - (lo >= 0 ? line[lo] : 0))
        }
        row.update(from: out, count: count)
    }

    /// One box blur down every column at once, row by row (a column at a time would stride
    /// through memory): each column's window sum gains the row entering it and loses the row
    /// leaving it, the same sums a prefix difference gives.
    private static func verticalPass(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                     radius: Int, original: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
        for y in 0..<height { (original + y * width).update(from: data + y * stride, count: width) }
        sums.update(repeating: 0, count: width)
        for k in 0...min(height - 1, radius) {
            let row = original + k * width
            for x in 0..<width { sums[x] += Int32(row[x]) }
        }
        let average = BoxAverage(size: 2 * radius + 1)
        for y in 0..<height {
            let target = data + y * stride
            for x in 0..<width { target[x] = average(sums[x]) }
            if y + radius + 1 < height {
                let entering = original + (y + radius + 1) * width
                for x in 0..<width { sums[x] += Int32(entering[x]) }
            }
            if y - radius >= 0 {
                let leaving = original + (y - radius) * width
                for x in 0..<width { sums[x] -= Int32(leaving[x]) }
            }
        }
    }
}

/// A box's sum of `size` 8-bit values divided by `size`, rounded half up, as
/// `(total + size / 2) / size`, with a multiply and a shift in place of the division (which
/// was most of a blur's time). The multiplier is 2^40 / size rounded up; for any total up to
/// 256 · size the error it adds stays below 1 / size, so every quotient is exact for sizes
/// below 2^16 (and a blur's boxes are a few thousand pixels at most).
package struct BoxAverage {
    package let size: Int32
    private let multiplier: UInt64

    package init(size: Int) {
        precondition(size > 0 && size < 1 << 16, "box size out of range")
        self.size = Int32(size)
        multiplier = (UInt64(1) << 40) / UInt64(size) + 1
    }

    @inline(__always) package func callAsFunction(_ total: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: total + size / 2)) &* multiplier) >> 40)
    }
}
