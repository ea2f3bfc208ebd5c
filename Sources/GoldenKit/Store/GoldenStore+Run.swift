import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// The one path every check and update takes through a scenario's frames.
extension GoldenStore {
    /// A scenario's outcome plus the manifest records of the goldens it leaves behind.
    struct Run {
        var outcome: ScenarioOutcome
        var records: [String: GoldenRecord]
        var wroteGoldens: Bool
    }

    /// Pairs each frame with its golden and judges it, after checking the id and the frames are safe to use.
    func evaluate(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance) throws -> [GoldenFrame] {
        try SafeName.checkScenarioID(scenarioID)
        var seen = Set<FrameKey>()
        return try frames.map { frame in
            guard let key = FrameKey(index: frame.index, time: frame.time), frame.scale.isFinite, frame.scale > 0 else {
                throw GoldenStoreError.invalidFrame(scenario: scenarioID, index: frame.index, time: frame.time)
            }
            guard seen.insert(key).inserted else {
                throw GoldenStoreError.duplicateFrame(scenario: scenarioID, fileName: key.fileName)
            }
            let path = GoldenManifest.key(scenarioID: scenarioID, frame: key)
            return GoldenFrame(rendered: frame, key: key, relativePath: path,
                               url: goldenURL(scenarioID: scenarioID, frame: key), tolerance: tolerance)
        }
    }

    /// Judges every frame, writes the goldens `mode` allows and the review images, and says what happened.
    func run(scenarioID: String, frames: [GoldenFrame], tolerance: Tolerance, mode: RecordMode,
             artifacts: URL?, started: ContinuousClock.Instant) throws -> Run {
        let artifactWriter = artifacts.map { ArtifactWriter(directory: $0, scenarioID: scenarioID, tolerance: tolerance) }
        var records: [String: GoldenRecord] = [:]
        var wroteGoldens = false
        let outcomes = try frames.map { frame in
            let written = mode.writes(frame.judgement) ? try writeGolden(frame, scenarioID: scenarioID) : nil
            wroteGoldens = wroteGoldens || written != nil
            var outcome = FrameVerdict(frame: frame, scenarioID: scenarioID, mode: mode, tolerance: tolerance,
                                       writtenGolden: written != nil).outcome
            if let written {
                // Fingerprint what the file decodes to, which is what later runs compare against.
                let golden = try PNG.decode(written, source: frame.url.path)
                records[frame.relativePath] = record(of: golden, frame: frame.rendered, tolerance: tolerance)
                outcome.artifacts = try artifactWriter?.writeRecorded(frame, golden: written) ?? FrameArtifacts()
            } else {
                if mode != .never, let expected = frame.expected {
                    records[frame.relativePath] = record(of: expected, frame: frame.rendered, tolerance: tolerance)
                }
                outcome.artifacts = try artifactWriter?.write(frame, status: outcome.status) ?? FrameArtifacts()
            }
            return outcome
        }
        let outcome = ScenarioOutcome(id: scenarioID, tolerance: tolerance, frames: outcomes,
                                      seconds: (ContinuousClock.now - started).seconds)
        return Run(outcome: outcome, records: records, wroteGoldens: wroteGoldens)
    }

    /// Encodes the frame byte-stably and replaces its golden atomically; returns the bytes written.
    private func writeGolden(_ frame: GoldenFrame, scenarioID: String) throws -> Data {
        let data = try PNG.encode(frame.rendered.bitmap, text: [
            (key: "Scenario", value: scenarioID),
            (key: "Time", value: "\(frame.rendered.time) s"),
        ])
        try writer.write(data, to: frame.url)
        return data
    }

    private func record(of golden: Bitmap, frame: RenderedFrame, tolerance: Tolerance) -> GoldenRecord {
        GoldenRecord(sha256: golden.pixelDigest, width: golden.width, height: golden.height,
                     scale: frame.scale, time: frame.time, tolerance: tolerance)
    }
}
