import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// The one path every check and update takes through a scenario's frames.
extension GoldenStore {
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

    /// Judges every frame, writes the goldens `mode` allows (recording each in `journal` at once)
    /// and the review images, and says what happened. A failure part-way, such as a full disk,
    /// ends the scenario as errored but keeps the outcomes of the frames before it, so the counts
    /// say exactly which goldens were written.
    func run(scenarioID: String, frames: [GoldenFrame], tolerance: Tolerance, mode: RecordMode,
             journal: ManifestJournal?, artifacts: URL?, started: ContinuousClock.Instant) -> ScenarioOutcome {
        let artifactWriter = artifacts.map { ArtifactWriter(directory: $0, scenarioID: scenarioID, tolerance: tolerance) }
        var outcome = ScenarioOutcome(id: scenarioID, tolerance: tolerance, frames: [])
        do {
            if mode != .never { try POSIXFile.makeFolderInside(directory.appendingPathComponent(scenarioID)) }
            for frame in frames {
                let written = mode.writes(frame.judgement) ? try writeGolden(frame, scenarioID: scenarioID) : nil
                var frameOutcome = FrameVerdict(frame: frame, scenarioID: scenarioID, mode: mode, tolerance: tolerance,
                                                writtenGolden: written != nil).outcome
                if let written {
                    // The golden is in place: count it before anything else can fail.
                    outcome.frames.append(frameOutcome)
                    // Fingerprint what the file decodes to, which is what later runs compare against.
                    let golden = try PNG.decode(written, source: frame.url.path)
                    try journal?.record(record(of: golden, frame: frame.rendered, tolerance: tolerance), for: frame.key,
                                        environment: environment)
                    frameOutcome.artifacts = try artifactWriter?.writeRecorded(frame, golden: written) ?? FrameArtifacts()
                    outcome.frames[outcome.frames.count - 1] = frameOutcome
                } else {
                    if let journal, let expected = frame.expected {
                        try journal.record(record(of: expected.premultiplied, frame: frame.rendered, tolerance: tolerance),
                                           for: frame.key)
                    }
                    frameOutcome.artifacts = try artifactWriter?.write(frame, status: frameOutcome.status) ?? FrameArtifacts()
                    outcome.frames.append(frameOutcome)
                }
            }
        } catch {
            outcome.error = "\(error)"
        }
        outcome.seconds = (ContinuousClock.now - started).seconds
        return outcome
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
