import Foundation
import ImageComparison
import PNGCodec

/// The `Goldens/` folder: checks rendered frames against their golden PNGs and, through a
/// locked `GoldenUpdate`, records them. Each scenario's folder holds its PNGs and its own
/// `manifest.json` (docs/goldens-and-the-store.md describes the layout).
///
///     let store = GoldenStore(directory: URL(fileURLWithPath: "Goldens"), environment: versions)
///     let outcome = try store.check(scenarioID: "door-push", frames: frames, tolerance: Tolerance(),
///                                   artifacts: reportDirectory)
///     outcome.status   // .passed, .failed, .missing …
package struct GoldenStore: Sendable {
    package let directory: URL
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256; written to the manifest
    /// whenever this store records a golden.
    package var environment: [String: String]
    /// How long an update waits for a concurrent one to finish before giving up with `.locked`.
    package var lockTimeout: Duration
    /// Asked between goldens whether to stop early (a signal); nil never stops.
    package var cancellation: Cancellation?
    /// Told, once, when an update has to wait for another's lock: who holds it and how long it will wait.
    package var lockWaitNotice: (@Sendable (String) -> Void)?
    /// Whether a frame identical to a golden its manifest record vouches for (the file's bytes
    /// as recorded, the rendered pixels hashing to the recorded digest) passes without decoding
    /// the golden. Off only to measure what it saves.
    package var trustsRecords = true
    /// The test file recording through this store, relative to its package's root; each manifest
    /// it writes names it in `recordedBy`, so the CLI's prune leaves the test's goldens alone.
    /// Nil for the CLI, whose catalog says what it records.
    package var recorder: String?
    /// Where a failing or missing scenario's folder is also written as `update-goldens` would
    /// leave it, for `harness accept` to apply elsewhere; nil writes none.
    package var overlay: GoldenOverlay?
    /// The seam tests use to interrupt a write between the temporary file and the rename.
    var writer = AtomicFileWriter()

    package init(directory: URL, environment: [String: String] = [:], lockTimeout: Duration = .seconds(120)) {
        self.directory = directory.standardizedFileURL
        self.environment = environment
        self.lockTimeout = lockTimeout
    }

    /// The same store over another folder (an overlay's): the same environment draws, for the
    /// same recorder, with the same writer.
    func relocated(to directory: URL) -> GoldenStore {
        var store = GoldenStore(directory: directory, environment: environment, lockTimeout: lockTimeout)
        (store.recorder, store.trustsRecords, store.lockWaitNotice, store.writer) = (recorder, trustsRecords, lockWaitNotice, writer)
        return store
    }

    /// The name of a scenario's motion golden.
    package static let motionFileName = "motion.txt"
    /// No trace of a catalog scenario comes near this; a bigger file is not a trace.
    static let maximumMotionBytes = 64 << 20

    /// `Goldens/<scenario-id>/motion.txt`.
    package func motionURL(scenarioID: String) -> URL {
        directory.appendingPathComponent(scenarioID).appendingPathComponent(Self.motionFileName)
    }

    /// The bytes of a scenario's `motion.txt`, nil when there is none.
    package func motionGolden(scenarioID: String) throws(GoldenStoreError) -> Data? {
        do {
            return try FileContents.read(motionURL(scenarioID: scenarioID), limit: Self.maximumMotionBytes)
        } catch where error == .missing {
            return nil
        } catch {
            throw .fileSystem(path: motionURL(scenarioID: scenarioID).path, operation: "read", detail: error.description)
        }
    }

    /// `Goldens/manifest.json`, the single manifest of the older layout, which `update-goldens` converts.
    package var legacyManifestURL: URL { directory.appendingPathComponent(ManifestFile.fileName) }

    /// `Goldens/<scenario-id>/manifest.json`.
    package func manifestURL(scenarioID: String) -> URL {
        directory.appendingPathComponent(scenarioID).appendingPathComponent(ManifestFile.fileName)
    }

    /// `Goldens/<scenario-id>/f<index>-<ms>ms.png`.
    package func goldenURL(scenarioID: String, frame: FrameKey) -> URL {
        directory.appendingPathComponent(GoldenManifest.key(scenarioID: scenarioID, frame: frame))
    }

    /// The older single manifest as it is on disk; empty when there is none.
    func legacyManifest() throws(GoldenStoreError) -> GoldenManifest {
        try ManifestFile.read(GoldenManifest.self, at: legacyManifestURL, empty: GoldenManifest())
    }

    /// One scenario's manifest as it is on disk; empty when there is none yet.
    package func manifest(scenarioID: String) throws(GoldenStoreError) -> ScenarioManifest {
        try SafeName.checkScenarioID(scenarioID)
        return try ManifestFile.read(ScenarioManifest.self, at: manifestURL(scenarioID: scenarioID),
                                     empty: ScenarioManifest())
    }

    /// Every golden's record: each scenario's manifest, over what the older single manifest says
    /// about scenarios not converted yet, so `check` reads either layout.
    package func manifest() throws -> GoldenManifest {
        var merged = try legacyManifest()
        merged.formatVersion = ScenarioManifest.currentFormat
        var legacyKeys: [String: [String]] = [:]
        for key in merged.goldens.keys {
            if let id = GoldenManifest.parse(key: key)?.scenarioID { legacyKeys[id, default: []].append(key) }
        }
        for id in try scenarioFolders() where POSIXFile.kind(of: manifestURL(scenarioID: id)) != .missing {
            let own = try manifest(scenarioID: id)
            for key in legacyKeys[id] ?? [] { merged.goldens[key] = nil }
            for (name, record) in own.goldens { merged.goldens["\(id)/\(name)"] = record }
        }
        return merged
    }

    /// The scenario folders in `Goldens/` and the variant folders inside them
    /// (`door-push/iPhone15-dark`), sorted; dotfiles, plain files and links are skipped.
    func scenarioFolders() throws(GoldenStoreError) -> [String] {
        func folders(in relative: String?) throws(GoldenStoreError) -> [String] {
            let parent = relative.map { directory.appendingPathComponent($0) } ?? directory
            return try POSIXFile.entries(of: parent).compactMap { name in
                let id = relative.map { "\($0)/\(name)" } ?? name
                guard !name.hasPrefix("."), (try? SafeName.checkScenarioID(id)) != nil,
                      POSIXFile.kind(of: parent.appendingPathComponent(name)) == .directory else { return nil }
                return id
            }
        }
        var result: [String] = []
        for scenario in try folders(in: nil) {
            result.append(scenario)
            result += try folders(in: scenario)
        }
        return result.sorted()
    }

    /// Compares each frame, and the motion trace, with its golden and writes nothing into
    /// `Goldens/` (`harness check`). With `artifacts`, writes review images for the report there
    /// under `<scenario-id>/`.
    package func check(scenarioID: String, frames: [RenderedFrame], motion: MotionSubmission? = nil, tolerance: Tolerance,
                      artifacts: URL? = nil) throws -> ScenarioOutcome {
        try record(scenarioID: scenarioID, frames: frames, motion: motion, tolerance: tolerance, mode: .never,
                   artifacts: artifacts)
    }

    /// Checks, and takes the update lock only when `mode` has something to write, so a read-only
    /// `Goldens/` with nothing to record still passes. For one scenario at a time, as in a test.
    package func record(scenarioID: String, frames: [RenderedFrame], motion: MotionSubmission? = nil, tolerance: Tolerance,
                       mode: RecordMode, artifacts: URL? = nil) throws -> ScenarioOutcome {
        let started = ContinuousClock.now
        // A manifest that cannot be read is reported, not skipped.
        let recorded = try manifest(scenarioID: scenarioID)
        let evaluated = try evaluate(scenarioID: scenarioID, frames: frames, tolerance: tolerance, records: recorded.goldens)
        var outcome: ScenarioOutcome
        if try mode == .never || !hasSomethingToWrite(scenarioID: scenarioID, frames: evaluated, motion: motion, mode: mode) {
            outcome = run(scenarioID: scenarioID, frames: evaluated, motion: motion, tolerance: tolerance, mode: .never,
                          journal: nil, artifacts: artifacts, recordedEnvironment: recorded.environment, started: started)
        } else {
            let update = try beginUpdate()
            defer { update.finish() }
            outcome = try update.update(scenarioID: scenarioID, frames: frames, motion: motion, tolerance: tolerance, mode: mode,
                                        artifacts: artifacts)
        }
        // Part of the report: an overlay that cannot be written is noted, never held against the scenario.
        if let overlay, outcome.error == nil, outcome.status == .failed || outcome.status == .missing {
            do {
                try overlay.add(scenarioID: scenarioID, frames: frames, motion: motion, tolerance: tolerance, from: self)
            } catch {
                outcome.artifactProblem = outcome.artifactProblem ?? "\(error)"
            }
        }
        return outcome
    }

    /// Whether `mode` would write a frame or the motion trace: a trace is written when missing
    /// (or in any mode but `never` when its text changed; the update judges it properly).
    private func hasSomethingToWrite(scenarioID: String, frames: [GoldenFrame], motion: MotionSubmission?,
                                     mode: RecordMode) throws -> Bool {
        if frames.contains(where: { mode.writes($0.judgement) }) { return true }
        guard let motion else { return false }
        return try motionGolden(scenarioID: scenarioID) != Data(motion.text.utf8)
    }

    /// Takes the lock on `Goldens/` (waiting up to `lockTimeout`) for a run of updates.
    package func beginUpdate() throws -> GoldenUpdate {
        try GoldenUpdate(store: self)
    }

    /// `beginUpdate()` confined to one scenario's folder, in a store this process has begun a
    /// whole update of before (see `GoldenUpdate.init(store:confinedTo:)`).
    package func beginUpdate(confinedTo scenarioID: String) throws -> GoldenUpdate {
        try GoldenUpdate(store: self, confinedTo: scenarioID)
    }

    /// Goldens and scenario folders that no scenario in `produced` renders, and manifest entries without a file.
    /// `produced` must cover the whole catalog, not a filtered part, or the rest looks orphaned.
    package func orphans(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        try OrphanScan(store: self, produced: produced).orphans()
    }

    /// Compares every golden with its manifest record (`harness verify`): each problem found,
    /// none when goldens and manifests agree.
    package func verify() throws -> [VerificationProblem] {
        try GoldenVerification(store: self).problems()
    }
}
