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
    /// The golden's pixels as the file stores them (straight), when it was decoded.
    let expected: StraightBitmap?
    /// The record of a golden found identical without decoding it (below).
    let recordedIdentical: GoldenRecord?
    let judgement: FrameJudgement

    /// Reads the golden at `url` and compares it with `rendered` under `tolerance`.
    ///
    /// When the file's bytes are the ones its `record` says were written, and the rendered
    /// pixels have the fingerprint of what those bytes decode to, the frame is identical and the
    /// PNG is never decoded: hashing the small file and fingerprinting the frame cost a fraction
    /// of inflating the PNG, and a passing frame is what a check mostly finds. With
    /// `checksEveryDigest` the pixel SHA-256 must match too. Otherwise the golden is decoded and
    /// compared. A golden whose header declares another size than the render is judged from the
    /// header alone, so a small file declaring a huge image never gets its pixels allocated.
    init(rendered: RenderedFrame, key: FrameKey, relativePath: String, url: URL, tolerance: Tolerance,
         record: GoldenRecord? = nil, checksEveryDigest: Bool = false) {
        (self.rendered, self.key, self.relativePath, self.url) = (rendered, key, relativePath, url)
        guard POSIXFile.kind(of: url) != .missing else {
            recordedIdentical = nil
            (goldenData, expected, judgement) = (nil, nil, .missing)
            return
        }
        let data: Data
        do {
            data = try PNG.readData(url)
        } catch {
            (goldenData, expected, judgement) = (nil, nil, .unreadable(error.description, isGitLFSPointer: false))
            recordedIdentical = nil
            return
        }
        goldenData = data
        let actual = rendered.bitmap
        if let record, Self.matches(record, file: data, rendered: actual, checkingEveryDigest: checksEveryDigest) {
            (expected, recordedIdentical, judgement) = (nil, record, .identical)
            return
        }
        recordedIdentical = nil
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

    /// Whether `file` is, byte for byte, the golden `record` describes, and `rendered` has
    /// exactly the pixels it decodes to. The file is hashed first: it is small, and a golden
    /// changed since recording (by a merge, by hand) goes the long way without hashing the frame.
    /// With `checkingEveryDigest` (an update, about to rewrite the record), the pixel SHA-256
    /// must match as well as the fingerprint.
    static func matches(_ record: GoldenRecord, file: Data, rendered: Bitmap, checkingEveryDigest: Bool = false) -> Bool {
        guard let fileDigest = record.fileSHA256, record.width == rendered.width, record.height == rendered.height,
              SHA256.hex(of: [UInt8](file)) == fileDigest else { return false }
        if let fingerprint = record.pixelFingerprint, rendered.pixelFingerprint != fingerprint { return false }
        guard checkingEveryDigest || record.pixelFingerprint == nil else { return true }
        return rendered.pixelDigest == record.sha256
    }

    /// Whether the golden was read as an image: decoded, or known identical by its record.
    var isReadable: Bool { expected != nil || recordedIdentical != nil }

    private static func judge(expected: StraightBitmap, actual: StraightBitmap, tolerance: Tolerance) -> FrameJudgement {
        let comparison = Comparator(tolerance: tolerance).compare(expected, actual)
        if comparison.identical { return .identical }
        return comparison.passes(tolerance) ? .withinTolerance(comparison) : .failing(comparison)
    }
}
