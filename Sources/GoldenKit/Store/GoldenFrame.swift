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
    /// The golden's decoded pixels, when it could be decoded.
    let expected: Bitmap?
    let judgement: FrameJudgement

    /// Reads and decodes the golden at `url` and compares it with `rendered` under `tolerance`.
    init(rendered: RenderedFrame, key: FrameKey, relativePath: String, url: URL, tolerance: Tolerance) {
        (self.rendered, self.key, self.relativePath, self.url) = (rendered, key, relativePath, url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            (goldenData, expected, judgement) = (nil, nil, .missing)
            return
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            (goldenData, expected) = (nil, nil)
            judgement = .unreadable("\(url.path): cannot read the golden (\(error.localizedDescription)); "
                                    + "check its permissions", isGitLFSPointer: false)
            return
        }
        goldenData = data
        do {
            let decoded = try PNG.decode(data, source: url.path)
            expected = decoded
            judgement = Self.judge(expected: decoded, actual: rendered.bitmap, tolerance: tolerance)
        } catch {
            expected = nil
            judgement = .unreadable(error.description, isGitLFSPointer: error.kind == .gitLFSPointer)
        }
    }

    private static func judge(expected: Bitmap, actual: Bitmap, tolerance: Tolerance) -> FrameJudgement {
        let comparison = PixelComparison(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.identical { return .identical }
        return comparison.passes(tolerance) ? .withinTolerance(comparison) : .failing(comparison)
    }
}
