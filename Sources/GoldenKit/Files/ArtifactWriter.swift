import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// Writes a frame's review images into a report folder as `<scenario-id>/<frame>.<role>.png`.
///
/// Only a failing or missing frame gets images: its actual image and, when there is a golden to
/// compare with, a copy of it (never a link: a golden replaced later must not change a report
/// already written), the diff and the strip. A passing frame's golden is in `Goldens/` already.
struct ArtifactWriter {
    let directory: URL
    let scenarioID: String
    let tolerance: Tolerance

    func write(_ frame: GoldenFrame, status: FrameStatus) throws -> FrameArtifacts {
        var artifacts = FrameArtifacts()
        guard status.isFailure else { return artifacts }
        if frame.isReadable, let golden = frame.goldenData {
            artifacts.expected = try save(golden, frame, role: "expected")
        }
        let actual = frame.rendered.bitmap
        guard let expected = frame.expected else {
            artifacts.actual = try save(PNG.encode(actual, encoding: .review), frame, role: "actual")
            return artifacts
        }
        // The three images encode independently, and encoding is most of a failing frame's cost.
        let diff = Comparator(tolerance: tolerance).compareDrawingDiff(expected, StraightBitmap(actual)).diff
        let images: [@Sendable () throws -> Data] = [
            { try PNG.encode(actual, encoding: .review) },
            { try PNG.encode(diff, encoding: .diff) },
            { try PNG.encode(DiffImage.strip(expected: expected.premultiplied, diff: diff, actual: actual), encoding: .review) },
        ]
        let encoded = Self.inParallel(images)
        artifacts.actual = try save(encoded[0].get(), frame, role: "actual")
        artifacts.diff = try save(encoded[1].get(), frame, role: "diff")
        artifacts.strip = try save(encoded[2].get(), frame, role: "strip")
        return artifacts
    }

    /// After recording, the new golden is what later runs expect; show it as such.
    func writeRecorded(_ frame: GoldenFrame, golden: Data) throws -> FrameArtifacts {
        FrameArtifacts(expected: try save(golden, frame, role: "expected"))
    }

    private func save(_ data: Data, _ frame: GoldenFrame, role: String) throws -> String {
        let relative = path(frame, role: role)
        // Atomic like a golden: on a full disk the report keeps the old image or none, never half
        // of one. Not flushed, though: a review image can always be drawn again.
        try AtomicFileWriter(durable: false).write(data, to: directory.appendingPathComponent(relative))
        return relative
    }

    private func path(_ frame: GoldenFrame, role: String) -> String {
        "\(scenarioID)/\(frame.key.stem).\(role).png"
    }

    private static func inParallel(_ jobs: [@Sendable () throws -> Data]) -> [Result<Data, any Error>] {
        var results = [Result<Data, any Error>](repeating: .success(Data()), count: jobs.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each job writes only its own slot.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                slots[index] = Result { try jobs[index]() }
            }
        }
        return results
    }
}
