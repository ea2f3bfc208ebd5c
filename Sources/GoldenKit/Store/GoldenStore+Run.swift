import Foundation
import ImageComparison
import PNGCodec
import Pixels

/// The one path every check and update takes through a scenario's goldens.
extension GoldenStore {
    /// Pairs each frame with its golden and judges it, after checking the id and the frames are safe to use.
    /// `records` are the scenario's manifest entries, by file name: a frame identical to a golden
    /// its record vouches for is judged without decoding the golden. An update, which rewrites
    /// the records it vouches by, passes `rewritingRecords`: a record then vouches only when its
    /// pixel SHA-256 is right too, so a wrong one is recomputed rather than carried forward.
    func evaluate(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance,
                  records: [String: GoldenRecord] = [:], rewritingRecords: Bool = false) throws -> [GoldenFrame] {
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
                               url: goldenURL(scenarioID: scenarioID, frame: key), tolerance: tolerance,
                               record: trustsRecords ? records[key.fileName] : nil, checksEveryDigest: rewritingRecords)
        }
    }

    /// Judges every frame and the motion trace, writes the goldens `mode` allows (each with its
    /// manifest record, or neither) and the review images, and says what happened.
    ///
    /// A failure part-way, such as a full disk, or a cancellation ends the scenario as errored but
    /// keeps the outcomes of the frames before it, so the counts say exactly which goldens were
    /// written. Review images that cannot be written are noted, never counted against the scenario.
    ///
    /// When a frame fails and `recordedEnvironment` (the manifest's) differs from this store's,
    /// the outcome names the difference as the likely cause.
    func run(scenarioID: String, frames: [GoldenFrame], motion: MotionSubmission?, tolerance: Tolerance,
             mode: RecordMode, journal: ManifestJournal?, artifacts: URL?, recordedEnvironment: [String: String],
             started: ContinuousClock.Instant) -> ScenarioOutcome {
        let artifactWriter = artifacts.map { ArtifactWriter(directory: $0, scenarioID: scenarioID, tolerance: tolerance) }
        var outcome = ScenarioOutcome(id: scenarioID, tolerance: tolerance, frames: [])
        func review(_ write: () throws -> FrameArtifacts) -> FrameArtifacts {
            do {
                return try write()
            } catch {
                outcome.artifactProblem = outcome.artifactProblem ?? "\(error)"
                return FrameArtifacts()
            }
        }
        do {
            if mode != .never { try makeScenarioFolder(scenarioID) }
            for frame in frames {
                if let signal = cancellation?.signal { throw GoldenStoreError.interrupted(signal: signal) }
                let written = mode.writes(frame.judgement) ? try writeGolden(frame, scenarioID: scenarioID, tolerance: tolerance, journal: journal) : nil
                var frameOutcome = FrameVerdict(frame: frame, scenarioID: scenarioID, mode: mode, tolerance: tolerance,
                                                writtenGolden: written != nil).outcome
                if let written {
                    frameOutcome.artifacts = review { try artifactWriter?.writeRecorded(frame, golden: written) ?? FrameArtifacts() }
                } else {
                    if let journal, let data = frame.goldenData, let golden = frame.recordedIdentical.map({ _ in frame.rendered.bitmap }) ?? frame.expected?.premultiplied {
                        // A golden found identical by its record has the rendered frame's pixels.
                        let digest = frame.recordedIdentical?.sha256 ?? golden.pixelDigest
                        try journal.record(record(digest: digest, golden: golden, file: data, frame: frame.rendered,
                                                  tolerance: tolerance), for: frame.key)
                    }
                    frameOutcome.artifacts = review { try artifactWriter?.write(frame, status: frameOutcome.status) ?? FrameArtifacts() }
                }
                outcome.frames.append(frameOutcome)
            }
            if let motion {
                if let signal = cancellation?.signal { throw GoldenStoreError.interrupted(signal: signal) }
                outcome.motion = try judgeMotion(motion, scenarioID: scenarioID, mode: mode, journal: journal)
            }
        } catch {
            outcome.fail(with: error)
        }
        if outcome.frames.contains(where: { $0.status == .failed }) {
            outcome.environmentChange = EnvironmentChange(recorded: recordedEnvironment, running: environment)
        }
        outcome.seconds = (ContinuousClock.now - started).seconds
        return outcome
    }

    /// Encodes the frame byte-stably and replaces its golden together with its manifest record;
    /// returns the bytes written. Either both change or neither does.
    private func writeGolden(_ frame: GoldenFrame, scenarioID: String, tolerance: Tolerance,
                             journal: ManifestJournal?) throws -> Data {
        let data = try PNG.encode(frame.rendered.bitmap, text: [
            (key: "Scenario", value: scenarioID),
            (key: "Time", value: "\(frame.rendered.time) s"),
        ])
        // Fingerprint what the file decodes to, which is what later runs compare against.
        let golden = try PNG.decode(data, source: frame.url.path)
        let record = record(digest: golden.pixelDigest, golden: golden, file: data, frame: frame.rendered, tolerance: tolerance)
        try writer.replace(frame.url, with: data) {
            try journal?.record(record, for: frame.key, environment: environment)
        }
        return data
    }

    /// `golden` is what the file decodes to, `digest` the SHA-256 of its pixels.
    private func record(digest: String, golden: Bitmap, file: Data, frame: RenderedFrame, tolerance: Tolerance) -> GoldenRecord {
        GoldenRecord(sha256: digest, width: golden.width, height: golden.height,
                     scale: frame.scale, time: frame.time, tolerance: tolerance, fileSHA256: SHA256.hex(of: [UInt8](file)),
                     pixelFingerprint: golden.pixelFingerprint)
    }

    /// `motion.txt` judged by the same record modes as a frame: a trace that is not there is
    /// written unless the mode is `never`, one that diverges only by `failed` and `all`, one that
    /// changed within tolerance only by `all`.
    private func judgeMotion(_ motion: MotionSubmission, scenarioID: String, mode: RecordMode,
                             journal: ManifestJournal?) throws -> MotionOutcome {
        let golden = "\(scenarioID)/\(Self.motionFileName)"
        let data = Data(motion.text.utf8)
        let judgement: JudgementKind
        var changes: [MotionOutcome.Change] = [], problems: [String] = [], charts: [MotionChart] = []
        let recorded = try motionGolden(scenarioID: scenarioID)
        switch recorded {
        case nil:
            judgement = .missing
        case let bytes? where bytes == data:
            judgement = .identical
        case let bytes?:
            switch String(data: bytes, encoding: .utf8).map(motion.judge) ?? .unreadable("the file is not UTF-8 text") {
            case .withinTolerance:
                judgement = .withinTolerance
            case let .diverges(found, drawn):
                (judgement, changes, charts) = (.failing, found, drawn)
            case let .unreadable(problem):
                (judgement, problems) = (.unreadable, ["\(golden): \(problem)"])
            }
        }
        if mode.writes(judgement) {
            let record = MotionRecord(sha256: SHA256.hex(of: [UInt8](data)))
            try writer.replace(motionURL(scenarioID: scenarioID), with: data) {
                try journal?.recordMotion(record, environment: environment)
            }
            return MotionOutcome(status: .written, golden: golden)
        }
        if let journal, let recorded, judgement == .identical {
            try journal.recordMotion(MotionRecord(sha256: SHA256.hex(of: [UInt8](recorded))))
        }
        switch judgement {
        case .missing:
            return MotionOutcome(status: .missing, golden: golden,
                                 problems: ["no motion golden; record it with `harness update-goldens --filter \(scenarioID)`"])
        case .identical:
            return MotionOutcome(status: mode == .never ? .passed : .unchanged, golden: golden)
        case .withinTolerance:
            return MotionOutcome(status: .passed, golden: golden)
        case .failing, .unreadable, .gitLFSPointer:
            return MotionOutcome(status: .failed, golden: golden, changes: changes, problems: problems, charts: charts)
        }
    }

    /// Creates the scenario's folder and, for a variant (`door-push/iPhone15-dark`), the folder
    /// inside it, one level at a time, so that no linked folder is ever followed.
    func makeScenarioFolder(_ scenarioID: String) throws(GoldenStoreError) {
        var folder = directory
        for part in scenarioID.split(separator: "/") {
            folder.appendPathComponent(String(part), isDirectory: true)
            try POSIXFile.makeFolderInside(folder)
        }
    }
}
