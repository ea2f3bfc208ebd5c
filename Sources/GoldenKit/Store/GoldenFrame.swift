import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// A rendered frame next to its golden file: the file's bytes and pixels if it could be read, and the judgement.
struct GoldenFrame: Sendable {
    let rendered: RenderedFrame
    let key: FrameKey
    /// The golden's path inside `Goldens/`.
    let relativePath: String
    let url: URL
    /// The golden file's bytes, when it exists and could be read.
    let goldenData: Data?
    /// The golden's pixels as the file stores them (straight), when it could be decoded.
    let expected: StraightBitmap?
    let judgement: FrameJudgement

    /// Reads and decodes the golden at `url` and compares it with `rendered` under `tolerance`.
    /// A golden whose header declares another size than the render is judged from the header
    /// alone, so a small file declaring a huge image never gets its pixels allocated.
    init(rendered: RenderedFrame, key: FrameKey, relativePath: String, url: URL, tolerance: Tolerance) {
        (self.rendered, self.key, self.relativePath, self.url) = (rendered, key, relativePath, url)
        guard POSIXFile.kind(of: url) != .missing else {
            (goldenData, expected, judgement) = (nil, nil, .missing)
            return
        }
        let data: Data
        do {
            data = try PNG.readData(url)
        } catch {
            (goldenData, expected, judgement) = (nil, nil, .unreadable(error.description, isGitLFSPointer: false))
            return
        }
        goldenData = data
        let actual = rendered.bitmap
        if let declared = PNG.declaredSize(of: data), declared.width != actual.width || declared.height != actual.height {
            expected = nil
            judgement = .failing(PixelComparison(sizeMismatchOfExpectedWidth: declared.width, height: declared.height,
                                                 actualWidth: actual.width, actualHeight: actual.height))
            return
        }
        do {
            // Compared as the file stores it, straight, so the counts are pixelmatch's for any golden.
            let decoded = try PNG.decodeStraight(data, source: url.path)
            expected = decoded
            judgement = Self.judge(expected: decoded, actual: StraightBitmap(actual), tolerance: tolerance)
        } catch {
            expected = nil
            judgement = .unreadable(error.description, isGitLFSPointer: error.kind == .gitLFSPointer)
        }
    }

    private static func judge(expected: StraightBitmap, actual: StraightBitmap, tolerance: Tolerance) -> FrameJudgement {
        let comparison = Comparator(tolerance: tolerance).compare(expected, actual)
        if comparison.identical { return .identical }
        return comparison.passes(tolerance) ? .withinTolerance(comparison) : .failing(comparison)
    }
}
