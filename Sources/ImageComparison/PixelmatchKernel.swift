import Foundation

/// pixelmatch's pixel loop over two same-sized straight RGBA images viewed as 32-bit words.
/// It only reads its inputs, so disjoint row ranges can run on different threads.
struct PixelmatchKernel {
    let expected: UnsafePointer<UInt32>
    let actual: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let maximumDelta: Double
    let ignoresAntialiasing: Bool

    /// pixelmatch's default diff colours, as little-endian RGBA words.
    static let differenceColour: UInt32 = 0xff00_00ff
    static let antialiasingColour: UInt32 = 0xff00_ffff
    /// Opacity of the expected image in the faded grey background of a diff.
    static let backgroundOpacity = 0.1

    struct Counts {
        var different = 0
        var antialiased = 0
        var maxChannelDelta = 0
        var identical = true

        mutating func add(_ other: Counts) {
            different += other.different
            antialiased += other.antialiased
            maxChannelDelta = max(maxChannelDelta, other.maxChannelDelta)
            identical = identical && other.identical
        }
    }

    /// Compares `rows`, drawing them into `diff` when it is given.
    func run(rows: Range<Int>, diff: UnsafeMutablePointer<UInt32>?) -> Counts {
        var counts = Counts()
        // UI frames repeat colours in long runs; remember the last grey instead of recomputing it.
        var (lastPixel, lastGrey) = (UInt32(0), Self.fadedGrey(0))
        for y in rows {
            let row = y * width
            // Most rows of a near-miss frame are equal: skip them at memcmp speed.
            if diff == nil, memcmp(expected + row, actual + row, width * 4) == 0 { continue }
            for x in 0..<width {
                let i = row + x
                let e = UInt32(littleEndian: expected[i])
                let a = UInt32(littleEndian: actual[i])
                // Pixels transparent in both images are equal whatever their colour bytes say.
                if e == a || (e >> 24 == 0 && a >> 24 == 0) {
                    if let diff {
                        if e != lastPixel { (lastPixel, lastGrey) = (e, Self.fadedGrey(e)) }
                        diff[i] = lastGrey
                    }
                    continue
                }
                counts.identical = false
                counts.maxChannelDelta = max(counts.maxChannelDelta, Self.maxChannelDelta(e, a))
                guard abs(YIQ.delta(e, a, position: i * 4)) > maximumDelta else {
                    diff?[i] = Self.fadedGrey(e)
                    continue
                }
                if ignoresAntialiasing && (antialiased(x, y, expected, actual) || antialiased(x, y, actual, expected)) {
                    counts.antialiased += 1
                    diff?[i] = UInt32(littleEndian: Self.antialiasingColour)
                } else {
                    counts.different += 1
                    diff?[i] = UInt32(littleEndian: Self.differenceColour)
                }
            }
        }
        return counts
    }

    /// pixelmatch's anti-aliasing test (after Vysniauskas 2009): the pixel has both a darker and a
    /// brighter neighbour, at most two equal ones, and one of those extreme neighbours sits in a
    /// flat area (3+ identical siblings) in both images.
    @inline(__always)
    private func antialiased(_ x1: Int, _ y1: Int,
                             _ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>) -> Bool {
        let (x0, y0) = (max(x1 - 1, 0), max(y1 - 1, 0))
        let (x2, y2) = (min(x1 + 1, width - 1), min(y1 + 1, height - 1))
        let centre = UInt32(littleEndian: image[y1 * width + x1])
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var (darkest, brightest) = (0.0, 0.0)
        var (darkestX, darkestY, brightestX, brightestY) = (0, 0, 0, 0)
        // Column-major like pixelmatch, so ties pick the same neighbour.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQ.brightnessDelta(centre, UInt32(littleEndian: image[y * width + x]),
                                                position: (y1 * width + x1) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    (darkest, darkestX, darkestY) = (delta, x, y)
                } else if delta > brightest {
                    (brightest, brightestX, brightestY) = (delta, x, y)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
            || (hasManySiblings(image, brightestX, brightestY) && hasManySiblings(other, brightestX, brightestY))
    }

    /// Whether the pixel has 3 or more identical neighbours (image edges count as one).
    @inline(__always)
    private func hasManySiblings(_ image: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let (x0, y0) = (max(x1 - 1, 0), max(y1 - 1, 0))
        let (x2, y2) = (min(x1 + 1, width - 1), min(y1 + 1, height - 1))
        let centre = image[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[y * width + x] == centre { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The expected pixel as pixelmatch's background: its brightness faded toward white,
    /// `255 + (Y − 255)·opacity·a/255` in pixelmatch's order of operations.
    @inline(__always)
    static func fadedGrey(_ pixel: UInt32) -> UInt32 {
        let alpha = Double(pixel >> 24)
        let value = UInt32(255 + (YIQ.brightness(pixel) - 255) * backgroundOpacity * alpha / 255)
        return UInt32(littleEndian: 0xff00_0000 | value << 16 | value << 8 | value)
    }

    @inline(__always)
    private static func maxChannelDelta(_ first: UInt32, _ second: UInt32) -> Int {
        func channel(_ shift: UInt32) -> Int { abs(Int(first >> shift & 0xff) - Int(second >> shift & 0xff)) }
        return max(max(channel(0), channel(8)), max(channel(16), channel(24)))
    }
}
