import Foundation

/// Writes the review images of one compared frame: `<name>.expected.png`, `.actual.png`,
/// `.diff.png` and `.strip.png` (expected | diff | actual).
///
///     let written = try DiffArtifacts.write(expected: golden, actual: frame, tolerance: .default,
///                                           to: reportFolder, name: "f2-0500ms")
///     written.comparison.summary   // "3 pixels differ (0.0003%), …"
public enum DiffArtifacts {
    /// Where the images went, and what the comparison found.
    public struct Written: Sendable {
        public let comparison: PixelComparison
        public let expected: URL
        public let actual: URL
        public let diff: URL
        public let strip: URL
    }

    /// Compares, then writes all four images into `directory` (created if needed). Pass the
    /// golden's own bytes as `expectedPNG` to copy it unchanged instead of re-encoding it.
    public static func write(expected: Bitmap, actual: Bitmap, tolerance: Tolerance, to directory: URL,
                             name: String, expectedPNG: Data? = nil) throws -> Written {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (comparison, diff) = Comparator(tolerance: tolerance).compareDrawingDiff(expected, actual)
        func url(_ role: String) -> URL { directory.appendingPathComponent("\(name).\(role).png") }
        let written = Written(comparison: comparison, expected: url("expected"), actual: url("actual"),
                              diff: url("diff"), strip: url("strip"))
        try (expectedPNG ?? PNG.encode(expected)).write(to: written.expected, options: .atomic)
        try PNG.write(actual, to: written.actual)
        try PNG.write(diff, to: written.diff)
        try PNG.write(DiffImage.strip(expected: expected, diff: diff, actual: actual), to: written.strip)
        return written
    }
}
