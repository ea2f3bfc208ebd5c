import Foundation
import GoldenKit
import ImageComparison
import PNGCodec
import Pixels
import Testing

@Suite("Comparing frames with pixelmatch")
struct ComparatorTests {
    let comparator = Comparator()

    /// Black on the left, white on the right, with a grey anti-aliased edge column at x = 6.
    static func edge(grey: UInt8, size: Int = 12) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size, fill: .white)
        for y in 0..<size {
            for x in 0..<6 { bitmap[x, y] = .black }
            bitmap[6, y] = RGBA(r: grey, g: grey, b: grey, a: 255)
        }
        return bitmap
    }

    @Test("identical frames")
    func identical() {
        let frame = Self.edge(grey: 128)
        let result = comparator.compare(frame, frame)
        #expect(result.identical && result.differentPixels == 0 && result.maxChannelDelta == 0)
        #expect(result.passes(.exact))
        #expect(result.totalPixels == 144)
    }

    @Test("zero-size frames compare as identical", arguments: [(0, 0), (0, 7), (5, 0)])
    func zeroSize(width: Int, height: Int) {
        let empty = Bitmap(width: width, height: height)
        let (result, diff) = comparator.compareDrawingDiff(empty, empty)
        #expect(result.identical && result.passes(.exact) && diff.pixelCount == 0)
    }

    @Test("one changed pixel is counted and fails the default tolerance")
    func oneChangedPixel() {
        let expected = Bitmap(width: 20, height: 20, fill: .white)
        var actual = expected
        actual[7, 9] = RGBA(r: 255, g: 0, b: 0, a: 255)
        let result = comparator.compare(expected, actual)
        #expect(result.differentPixels == 1 && !result.identical && result.maxChannelDelta == 255)
        #expect(!result.passes(.default))
        #expect(result.passes(Tolerance(maxDifferentPixels: 1)))
        #expect(result.passes(Tolerance(maxDifferentPixelRatio: 1.0 / 400)))
        #expect(!result.passes(Tolerance(maxDifferentPixelRatio: 1.0 / 401)))
    }

    @Test("an anti-aliased edge moved by a fraction of a pixel fails by default; the perceptual tolerance lets it through")
    func antialiasedEdge() {
        let (expected, actual) = (Self.edge(grey: 128), Self.edge(grey: 64))
        let exact = comparator.compare(expected, actual)
        #expect(exact.differentPixels == 12 && exact.antialiasedPixels == 0 && !exact.passes(.default))
        #expect(exact.summary == "12 pixels differ (8.3333%), by up to 64 of 255 in a channel")
        let perceptual = Comparator(tolerance: .perceptual).compare(expected, actual)
        #expect(perceptual.differentPixels == 0 && perceptual.antialiasedPixels == 12 && perceptual.passes(.perceptual))
    }

    @Test("a moved solid block is a real difference even though its edges look like an edge")
    func movedBlock() {
        var expected = Bitmap(width: 20, height: 20, fill: .white)
        var actual = expected
        for y in 5..<10 {
            for x in 5..<10 { expected[x, y] = .black; actual[x + 3, y] = .black }
        }
        #expect(comparator.compare(expected, actual).differentPixels == 30)
    }

    @Test("translucent pixels are blended over pixelmatch 7's checkerboard, not over white")
    func translucentOverCheckerboard() {
        // Over white these would look alike; pixelmatch 7 (and so the harness) tells them apart.
        let clear = Bitmap(width: 4, height: 4)
        #expect(comparator.compare(clear, Bitmap(width: 4, height: 4, fill: .white)).differentPixels == 16)
        #expect(comparator.compare(Bitmap(width: 4, height: 4, fill: .white), clear).differentPixels == 16)
        #expect(comparator.compare(clear, Bitmap(width: 4, height: 4, fill: .black)).differentPixels == 16)
        // A barely visible change of a translucent pixel fails exactly, and stays within the perceptual threshold.
        let faint = Bitmap(width: 4, height: 4, fill: RGBA(r: 60, g: 60, b: 60, a: 128))
        let fainter = Bitmap(width: 4, height: 4, fill: RGBA(r: 62, g: 60, b: 60, a: 128))
        #expect(comparator.compare(faint, fainter).differentPixels == 16)
        #expect(Comparator(tolerance: .perceptual).compare(faint, fainter).differentPixels == 0)
    }

    /// Straight-alpha PNGs whose faint pixels change colour: premultiplied to 8 bits those changes
    /// mostly vanish, so only a straight comparison gives pixelmatch's counts (Fixtures/README.md).
    @Test("counts agree with pixelmatch 7 on translucent PNGs", arguments: [
        ("translucent-expected.png", "translucent-actual.png", 0.1, 344),
        ("translucent-expected.png", "translucent-actual.png", 0.05, 650),
        ("white.png", "transparent.png", 0.1, 64),
        ("transparent.png", "white.png", 0.1, 64),
    ])
    func agreesWithPixelmatchOnTranslucentImages(expected: String, actual: String, threshold: Double, different: Int) throws {
        let tolerance = Tolerance(threshold: threshold, ignoresAntialiasing: true)
        let result = try FileDiff.run(expected: Fixture.url(expected), actual: Fixture.url(actual), tolerance: tolerance)
        #expect(result.differentPixels == different)
        let straight = Comparator(tolerance: tolerance)
            .compare(try PNG.readStraight(Fixture.url(expected)), try PNG.readStraight(Fixture.url(actual)))
        #expect(straight == result)
    }

    @Test("pixels transparent in both images are equal, whatever their colour bytes")
    func transparentInBoth() {
        let clear = Bitmap(width: 3, height: 3)
        let garbage = Bitmap(width: 3, height: 3, fill: RGBA(r: 9, g: 200, b: 40, a: 0))
        let result = comparator.compare(clear, garbage)
        #expect(result.identical && result.differentPixels == 0)
    }

    @Test("a size mismatch fails and names both sizes")
    func sizeMismatch() {
        let result = comparator.compare(Bitmap(width: 10, height: 10, fill: .white), Bitmap(width: 12, height: 10, fill: .white))
        #expect(result.sizeMismatch && !result.identical && !result.passes(Tolerance(maxDifferentPixelRatio: 1)))
        #expect(result.summary.contains("10x10") && result.summary.contains("12x10"))
        #expect(result.differentPixels == 20)   // the two columns only the actual image covers
    }

    /// The spec's YIQ distance, written out independently: δ = 0.5053Y² + 0.299I² + 0.1957Q².
    static func yiqDelta(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        let y = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
        let i = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
        let q = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    @Test("the threshold cuts exactly at δ = 35215·threshold²")
    func thresholdBoundary() {
        let expected = Bitmap(width: 1, height: 1, fill: RGBA(r: 200, g: 100, b: 50, a: 255))
        let actual = Bitmap(width: 1, height: 1, fill: RGBA(r: 180, g: 130, b: 40, a: 255))
        let cutOff = (Self.yiqDelta((200, 100, 50), (180, 130, 40)) / 35215).squareRoot()
        func differs(_ threshold: Double) -> Bool {
            Comparator(tolerance: Tolerance(threshold: threshold)).compare(expected, actual).differentPixels == 1
        }
        #expect(differs(cutOff * (1 - 1e-9)))
        #expect(!differs(cutOff * (1 + 1e-9)))
        #expect(differs(0))
        #expect(!differs(1))
    }

    /// Counts from the numba pixelmatch port (`pixelmatch-fast` 1.3.4) on the same two PNGs; see
    /// Fixtures/README.md. At 520×520 the comparison runs in parallel bands.
    @Test("counts agree with pixelmatch on anti-aliased drawings", arguments: [
        (Tolerance.perceptual, 86, 1843),
        (Tolerance(threshold: 0.1), 1929, 0),
        (Tolerance(threshold: 0.05, ignoresAntialiasing: true), 95, 2492),
    ])
    func agreesWithPixelmatch(tolerance: Tolerance, different: Int, antialiased: Int) throws {
        let expected = try PNG.read(Fixture.url("pair-expected.png"))
        let actual = try PNG.read(Fixture.url("pair-actual.png"))
        let result = Comparator(tolerance: tolerance).compare(expected, actual)
        #expect(result.differentPixels == different)
        #expect(result.antialiasedPixels == antialiased)
    }

    @Test("tolerances decode with defaults for missing keys")
    func toleranceCodable() throws {
        let decoded = try JSONDecoder().decode(Tolerance.self, from: Data(#"{"maxDifferentPixels": 5}"#.utf8))
        #expect(decoded == Tolerance(maxDifferentPixels: 5))
        let again = try JSONDecoder().decode(Tolerance.self, from: JSONEncoder().encode(decoded))
        #expect(again == decoded)
    }
}

@Suite("Premultiplied frames are compared as their straight images")
struct PremultipliedComparisonTests {
    /// A frame of flat runs (so anti-aliasing's flat-neighbour test has something to find) and
    /// edges, translucent and transparent in places, every colour byte a valid premultiplied one.
    static func frame(seed: UInt64, width: Int = 37, height: Int = 29) -> Bitmap {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var bitmap = Bitmap(width: width, height: height)
        var colour = RGBA(r: 0, g: 0, b: 0, a: 0)
        for y in 0..<height {
            for x in 0..<width {
                if next(4) == 0 {
                    let alpha = [0, 255, 255, 128, 1, 254, next(256)][next(7)]
                    colour = RGBA(r: UInt8(next(alpha + 1)), g: UInt8(next(alpha + 1)), b: UInt8(next(alpha + 1)), a: UInt8(alpha))
                }
                bitmap[x, y] = colour
            }
        }
        return bitmap
    }

    /// `actual` changed in a few places from `expected`, some changes translucent.
    static func changed(_ expected: Bitmap, seed: UInt64) -> Bitmap {
        var actual = expected
        let other = frame(seed: seed ^ 0x9e3779b97f4a7c15, width: expected.width, height: expected.height)
        for index in 0..<(expected.pixelCount / 6) {
            let (x, y) = ((index * 7 + Int(seed % 13)) % expected.width, (index * 11) % expected.height)
            actual[x, y] = other[x, y]
        }
        return actual
    }

    @Test("counts and diff agree with comparing the un-premultiplied copies", arguments: 0..<40)
    func agreesWithStraightCopies(seed: Int) {
        let expected = Self.frame(seed: UInt64(seed))
        let actual = Self.changed(expected, seed: UInt64(seed))
        for tolerance in [Tolerance.default, .perceptual, Tolerance(threshold: 0.05)] {
            let comparator = Comparator(tolerance: tolerance)
            let (straightExpected, straightActual) = (StraightBitmap(expected), StraightBitmap(actual))
            let reference = comparator.compare(straightExpected, straightActual)
            let result = comparator.compare(expected, actual)
            #expect(result == reference)
            #expect(comparator.compareDrawingDiff(expected, actual) == comparator.compareDrawingDiff(straightExpected, straightActual))
        }
    }
}
