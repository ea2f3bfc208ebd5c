import CPixelmatch
import Foundation
import Pixels

/// Compares an actual bitmap with an expected one: byte equality first, at memcmp speed, then
/// the pixelmatch algorithm on straight RGBA, so counts agree with pixelmatch 7 for any image.
///
/// Translucent pixels are blended over pixelmatch 7's checkerboard-like background rather than
/// over white, so a frame that turns transparent where its golden was opaque white is a
/// difference (docs/tolerance.md, "Comparing translucent pixels", says why).
///
///     let comparison = Comparator(tolerance: .default).compare(golden, rendered)
///     comparison.passes(.default)   // false
///     comparison.summary            // "3 pixels differ (0.0003%), 41 anti-aliased, max channel delta 200"
public struct Comparator: Sendable {
    public var tolerance: Tolerance

    /// Images at least this large are split into row bands compared on separate cores.
    static let parallelPixelCount = 1 << 18
    /// The cores this process may use, read once: Foundation reads the cgroup's files each time.
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    public init(tolerance: Tolerance = .default) {
        self.tolerance = tolerance
    }

    /// The counts only, without drawing a diff image.
    public func compare(_ expected: Bitmap, _ actual: Bitmap) -> PixelComparison {
        // The kernel divides premultiplied pixels where it looks at them: no opacity scan or
        // straight copy of either image first.
        run(Image(expected), Image(actual), drawing: false).comparison
    }

    /// The counts of two straight images, e.g. PNGs read with `PNG.readStraight`.
    public func compare(_ expected: StraightBitmap, _ actual: StraightBitmap) -> PixelComparison {
        run(Image(expected), Image(actual), drawing: false).comparison
    }

    /// The counts and pixelmatch's diff image: the expected image as faded grey, differences in
    /// red, anti-aliasing in yellow. On a size mismatch the diff covers both images and the
    /// part outside either one is red.
    public func compareDrawingDiff(_ expected: Bitmap, _ actual: Bitmap) -> (comparison: PixelComparison, diff: Bitmap) {
        let (comparison, diff) = run(Image(expected), Image(actual), drawing: true)
        return (comparison, diff!)
    }

    /// `compareDrawingDiff` for two straight images.
    public func compareDrawingDiff(_ expected: StraightBitmap, _ actual: StraightBitmap)
        -> (comparison: PixelComparison, diff: Bitmap) {
        let (comparison, diff) = run(Image(expected), Image(actual), drawing: true)
        return (comparison, diff!)
    }

    /// The counts, with pixelmatch's diff image drawn as indices into `diffPalette`, one byte a
    /// pixel, row y's at `indices + y * stride` (a quarter of the RGBA diff's memory, for a diff
    /// that goes straight into a palette PNG); nil, with nothing drawn, when the sizes differ or
    /// the images are empty.
    public func compareDrawingIndexedDiff(_ expected: StraightBitmap, _ actual: StraightBitmap,
                                          into indices: UnsafeMutablePointer<UInt8>, stride: Int) -> PixelComparison? {
        guard expected.width == actual.width, expected.height == actual.height, expected.pixelCount > 0,
              stride >= expected.width else { return nil }
        return Self.comparison(counts(Image(expected), Image(actual), output: .indices(indices, stride: stride)),
                               width: expected.width, height: expected.height)
    }

    /// The colours of an indexed diff, as red, green, blue bytes: greys from white down, then
    /// anti-aliasing yellow and difference red.
    public static let diffPalette: [UInt8] = {
        var rgb = [UInt8](repeating: 0, count: 3 * Int(CPM_PALETTE_SIZE))
        cpm_diff_palette(&rgb)
        return rgb
    }()

    /// One side of a comparison: RGBA bytes, straight or premultiplied.
    private struct Image {
        let width: Int
        let height: Int
        let pixels: [UInt8]
        let premultiplied: Bool

        init(_ bitmap: Bitmap) {
            (width, height, pixels, premultiplied) = (bitmap.width, bitmap.height, bitmap.pixels, true)
        }

        init(_ bitmap: StraightBitmap) {
            (width, height, pixels, premultiplied) = (bitmap.width, bitmap.height, bitmap.pixels, false)
        }

        var pixelCount: Int { width * height }

        var straight: StraightBitmap {
            premultiplied ? StraightBitmap(Bitmap(width: width, height: height, pixels: pixels))
                : StraightBitmap(width: width, height: height, pixels: pixels)
        }
    }

    private func run(_ expected: Image, _ actual: Image, drawing: Bool) -> (comparison: PixelComparison, diff: Bitmap?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            return compareMismatchedSizes(expected.straight, actual.straight, drawing: drawing)
        }
        let (width, height) = (expected.width, expected.height)
        // Equal bytes are equal pixels, both sides being premultiplied or both straight.
        if expected.pixelCount == 0 || (!drawing && Self.bytesEqual(expected.pixels, actual.pixels)) {
            return (Self.comparison(PixelmatchKernel.Counts(), width: width, height: height), drawing ? Bitmap(width: width, height: height) : nil)
        }
        guard drawing else { return (Self.comparison(counts(expected, actual, output: .none), width: width, height: height), nil) }
        // The kernel writes every pixel of the diff, so it starts uninitialized: zeroing it first
        // was a fifth of `harness diff`.
        var drawn = PixelmatchKernel.Counts()
        let diff = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            drawn = counts(expected, actual, output: .pixels(UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self)))
            count = width * height * 4
        }
        return (Self.comparison(drawn, width: width, height: height), Bitmap(width: width, height: height, pixels: diff))
    }

    /// The kernel over two same-sized, non-empty images, drawing into `output`.
    /// Both images are premultiplied, or both straight: every public entry point takes a pair
    /// of one kind.
    private func counts(_ expected: Image, _ actual: Image, output: PixelmatchKernel.Output) -> PixelmatchKernel.Counts {
        precondition(expected.premultiplied == actual.premultiplied, "compared images of two kinds")
        return expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                Self.runInBands(PixelmatchKernel(
                    expected: e.baseAddress!.assumingMemoryBound(to: UInt32.self),
                    actual: a.baseAddress!.assumingMemoryBound(to: UInt32.self),
                    premultiplied: expected.premultiplied,
                    width: expected.width, height: expected.height, maximumDelta: tolerance.maximumDelta,
                    ignoresAntialiasing: tolerance.ignoresAntialiasing), output: output)
            }
        }
    }

    /// What the kernel's counts say of two images of the same size.
    private static func comparison(_ counts: PixelmatchKernel.Counts, width: Int, height: Int) -> PixelComparison {
        PixelComparison(width: width, height: height, actualWidth: width, actualHeight: height,
                        totalPixels: width * height, differentPixels: counts.different,
                        antialiasedPixels: counts.antialiased, maxChannelDelta: counts.maxChannelDelta,
                        identical: counts.identical)
    }

    /// Splits the rows into one band per core for large images; the bands share only read-only
    /// inputs and write disjoint rows of the diff.
    private static func runInBands(_ kernel: PixelmatchKernel, output: PixelmatchKernel.Output) -> PixelmatchKernel.Counts {
        let height = kernel.height
        let bands = kernel.width * height >= parallelPixelCount ? min(cores, 8, height) : 1
        guard bands > 1 else { return kernel.run(rows: 0..<height, output: output) }
        var results = [PixelmatchKernel.Counts](repeating: .init(), count: bands)
        results.withUnsafeMutableBufferPointer { slots in
            // Safe to share: the inputs are only read, and each band writes its own slot and diff rows.
            nonisolated(unsafe) let (slots, kernel, output) = (slots, kernel, output)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (height * band / bands)..<(height * (band + 1) / bands)
                slots[band] = kernel.run(rows: rows, output: output)
            }
        }
        return results.reduce(into: PixelmatchKernel.Counts()) { $0.add($1) }
    }

    private static func bytesEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    /// Compares the area both images cover; everything only one of them covers counts as different.
    private func compareMismatchedSizes(_ expected: StraightBitmap, _ actual: StraightBitmap, drawing: Bool)
        -> (comparison: PixelComparison, diff: Bitmap?) {
        let (overlapWidth, overlapHeight) = (min(expected.width, actual.width), min(expected.height, actual.height))
        let (canvasWidth, canvasHeight) = (max(expected.width, actual.width), max(expected.height, actual.height))
        let (overlap, overlapDiff) = run(Image(expected.cropped(width: overlapWidth, height: overlapHeight)),
                                         Image(actual.cropped(width: overlapWidth, height: overlapHeight)), drawing: drawing)
        let uncovered = canvasWidth * canvasHeight - overlapWidth * overlapHeight
        let comparison = PixelComparison(
            width: expected.width, height: expected.height, actualWidth: actual.width, actualHeight: actual.height,
            totalPixels: canvasWidth * canvasHeight, differentPixels: overlap.differentPixels + uncovered,
            antialiasedPixels: overlap.antialiasedPixels, maxChannelDelta: overlap.maxChannelDelta, identical: false)
        guard let overlapDiff else { return (comparison, nil) }
        var canvas = Bitmap(width: canvasWidth, height: canvasHeight, fill: RGBA(r: 255, g: 0, b: 0, a: 255))
        canvas.paste(overlapDiff, x: 0, y: 0)
        return (comparison, canvas)
    }
}
