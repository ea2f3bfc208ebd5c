import Foundation

/// A Gaussian blur of one 8-bit channel, approximated by three successive box blurs per axis
/// whose widths match the Gaussian's variance (the usual "boxes for Gauss" construction).
package struct GaussianBlur {
    package let radii: [Int]

    /// Blurs wider than this many pixels are drawn at this width: the shadow is then a
    /// faint wash either way, and the box sizes stay sensible integers.
    static let maxSigma = 1000.0

    package init(sigma requested: Double) {
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

    package func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let original = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let runStart = UnsafeMutablePointer<Int>.allocate(capacity: height)
        defer {
            line.deallocate()
            previous.deallocate()
            original.deallocate()
            sums.deallocate()
            runStart.deallocate()
        }
        for radius in radii where radius > 0 {
            // A row equal to the one above blurs to the same row: a shadow's mask is a shape on
            // transparent margins, so most of its rows repeat, and only the first of each run of
            // equal rows is blurred.
            for y in 0..<height {
                let row = data + y * stride
                if y > 0, memcmp(row, previous, width) == 0 {
                    row.update(from: row - stride, count: width)
                    continue
                }
                previous.update(from: row, count: width)
                GaussianBlur.horizontalPass(row, count: width, radius: radius, line: line)
            }
            GaussianBlur.verticalPass(data, width: width, height: height, stride: stride, radius: radius,
                                      original: original, sums: sums, runStart: runStart)
        }
    }

    /// One box blur along a row, treating pixels beyond the ends as transparent.
    private static func horizontalPass(_ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int,
                                       line: UnsafeMutablePointer<Int32>) {
        // Prefix sums make each output O(1) whatever the radius; they hold the row as it was,
        // so the outputs can go straight into it.
        var sum: Int32 = 0
        for i in 0..<count {
            sum += Int32(row[i])
            line[i] = sum
        }
        let average = BoxAverage(size: 2 * radius + 1)
        for i in 0..<count {
            let hi = min(count - 1, i + radius), lo = i - radius - 1
            row[i] = average(line[hi] - (lo >= 0 ? line[lo] : 0))
        }
    }

    /// One box blur down every column at once, row by row (a column at a time would stride
    /// through memory): each column's window sum gains the row entering it and loses the row
    /// leaving it, the same sums a prefix difference gives. Where the rows entering and leaving
    /// are equal the sums stay as they are, and a row whose whole window lies in one run of
    /// equal rows, clear of the edges, blurs to itself.
    private static func verticalPass(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                     radius: Int, original: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>,
                                     runStart: UnsafeMutablePointer<Int>) {
        for y in 0..<height {
            (original + y * width).update(from: data + y * stride, count: width)
            runStart[y] = y > 0 && memcmp(original + y * width, original + (y - 1) * width, width) == 0 ? runStart[y - 1] : y
        }
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { original + y * width }
        // The sums hold the window of row `summed`: rows max(0, summed - radius)...min(height - 1, summed + radius).
        sums.update(repeating: 0, count: width)
        for k in 0...min(height - 1, radius) {
            let source = row(k)
            for x in 0..<width { sums[x] += Int32(source[x]) }
        }
        var summed = 0
        let average = BoxAverage(size: 2 * radius + 1)
        for y in 0..<height {
            if y - radius >= 0, y + radius < height, runStart[y + radius] <= y - radius { continue }
            // Bring the sums down to this row's window.
            while summed < y {
                let entering = summed + radius + 1, leaving = summed - radius
                let enters = entering < height, leaves = leaving >= 0
                if enters, leaves, runStart[entering] == runStart[leaving] {
                    // Equal rows: what enters is what leaves.
                } else {
                    if enters {
                        let source = row(entering)
                        for x in 0..<width { sums[x] += Int32(source[x]) }
                    }
                    if leaves {
                        let source = row(leaving)
                        for x in 0..<width { sums[x] -= Int32(source[x]) }
                    }
                }
                summed += 1
            }
            let target = data + y * stride
            for x in 0..<width { target[x] = average(sums[x]) }
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
