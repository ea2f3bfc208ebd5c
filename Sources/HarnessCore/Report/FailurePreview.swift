import Foundation
import GoldenKit
import PNGCodec
import Pixels

/// Animated previews of a failing scenario for the report: its goldens and its rendered frames
/// as two looping APNGs, side by side, so a reviewer sees the motion that changed.
enum FailurePreview {
    /// How long each sampled frame shows.
    static let frameDelay = 0.6

    /// Writes `<id>/preview.expected.apng` and `<id>/preview.actual.apng` under `directory`;
    /// the expected one only when every golden is readable and the same size as the frames.
    static func write(scenarioID: String, frames: [RenderedFrame], store: GoldenStore, to directory: URL) throws -> ScenarioPreview {
        let folder = directory.appendingPathComponent(scenarioID, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var preview = ScenarioPreview()
        // One frame (a still) does not move: its review images already show all there is.
        guard frames.count > 1, let first = frames.first, frames.allSatisfy({ $0.bitmap.width == first.bitmap.width && $0.bitmap.height == first.bitmap.height }) else {
            return preview
        }
        try AnimatedPNG.encode(frames.map(\.bitmap), delay: frameDelay).write(to: folder.appendingPathComponent("preview.actual.apng"), options: .atomic)
        preview.actual = "\(scenarioID)/preview.actual.apng"

        let goldens = frames.compactMap { frame -> Bitmap? in
            guard let key = FrameKey(index: frame.index, time: frame.time) else { return nil }
            return try? PNG.read(store.goldenURL(scenarioID: scenarioID, frame: key))
        }
        if goldens.count == frames.count, goldens.allSatisfy({ $0.width == first.bitmap.width && $0.height == first.bitmap.height }) {
            try AnimatedPNG.encode(goldens, delay: frameDelay).write(to: folder.appendingPathComponent("preview.expected.apng"), options: .atomic)
            preview.expected = "\(scenarioID)/preview.expected.apng"
        }
        return preview
    }
}
