import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// `harness diff A.png B.png` as one call: decodes both files (on two cores), compares them
/// and optionally writes pixelmatch's diff image.
///
///     let result = try FileDiff.run(expected: a, actual: b, diffOutput: out, tolerance: .default)
///     result.differentPixels   // 1824
package enum FileDiff {
    /// Errors name whichever file could not be read or written.
    package static func run(expected: URL, actual: URL, diffOutput: URL? = nil,
                           tolerance: Tolerance = .default) throws(PNGError) -> PixelComparison {
        let (expectedBitmap, actualBitmap) = try readBoth(expected, actual)
        let comparator = Comparator(tolerance: tolerance)
        guard let diffOutput else { return comparator.compare(expectedBitmap, actualBitmap) }
        // The diff is drawn as palette indices straight into the rows the PNG is deflated from:
        // a quarter of the memory an RGBA diff takes and no pass to index it, which on a fresh
        // process is mostly the cost of first touching the pages.
        let (width, height) = (expectedBitmap.width, expectedBitmap.height)
        if width == actualBitmap.width, height == actualBitmap.height, width * height > 0 {
            let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: (width + 1) * height)
            defer { rows.deallocate() }
            if let comparison = comparator.compareDrawingIndexedDiff(expectedBitmap, actualBitmap, into: rows + 1, stride: width + 1) {
                try PNG.writeIndexed(rows: rows, width: width, height: height, palette: Comparator.diffPalette, to: diffOutput)
                return comparison
            }
        }
        // Sizes that differ: the RGBA diff covers both images.
        let (comparison, diff) = comparator.compareDrawingDiff(expectedBitmap, actualBitmap)
        try PNG.write(diff, to: diffOutput, encoding: .diff)
        return comparison
    }

    /// Decoding is most of the time a diff takes, and the two files are independent. Both stay
    /// straight, as the files store them, so the counts are pixelmatch's even for translucent PNGs.
    private static func readBoth(_ first: URL, _ second: URL) throws(PNGError) -> (StraightBitmap, StraightBitmap) {
        var results = [Result<StraightBitmap, PNGError>](repeating: .failure(PNGError(.unreadable, source: "", detail: "")), count: 2)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                slots[index] = Result { () throws(PNGError) in try PNG.readStraight(index == 0 ? first : second) }
            }
        }
        return (try results[0].get(), try results[1].get())
    }
}
