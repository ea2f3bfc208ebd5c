import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// Writes a frame's review images into a report folder as `<scenario-id>/<frame>.<role>.png`.
///
/// Every frame with a readable golden gets its expected image (for the report's filmstrip);
/// a failing or missing frame also gets its actual image and, when there is a golden to compare with,
/// the diff and the strip.
struct ArtifactWriter {
    let directory: URL
    let scenarioID: String
    let tolerance: Tolerance

    func write(_ frame: GoldenFrame, status: FrameStatus) throws -> FrameArtifacts {
        var artifacts = FrameArtifacts()
        if frame.expected != nil, let golden = frame.goldenData {
            artifacts.expected = try save(golden, frame, role: "expected")
        }
        guard status.isFailure else { return artifacts }
        let actual = frame.rendered.bitmap
        artifacts.actual = try save(PNG.encode(actual, encoding: .review), frame, role: "actual")
        if let expected = frame.expected {
            let diff = Comparator(tolerance: tolerance).compareDrawingDiff(expected, StraightBitmap(actual)).diff
            artifacts.diff = try save(PNG.encode(diff, encoding: .review), frame, role: "diff")
            let strip = DiffImage.strip(expected: expected.premultiplied, diff: diff, actual: actual)
            artifacts.strip = try save(PNG.encode(strip, encoding: .review), frame, role: "strip")
        }
        return artifacts
    }

    /// After recording, the new golden is what later runs expect; show it as such.
    func writeRecorded(_ frame: GoldenFrame, golden: Data) throws -> FrameArtifacts {
        FrameArtifacts(expected: try save(golden, frame, role: "expected"))
    }

    private func save(_ data: Data, _ frame: GoldenFrame, role: String) throws -> String {
        let relative = "\(scenarioID)/\(frame.key.stem).\(role).png"
        let url = directory.appendingPathComponent(relative)
        // Atomic like a golden: on a full disk the report keeps the old image or none, never half of one.
        try AtomicFileWriter().write(data, to: url)
        return relative
    }
}
