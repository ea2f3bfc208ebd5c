import Foundation
import ImageComparison

/// The `Goldens/` folder: checks rendered frames against their golden PNGs and, through a
/// locked `GoldenUpdate`, records them. Each scenario's folder holds its PNGs and its own
/// `manifest.json` (the README's "Updating goldens" describes the layout).
///
///     let store = GoldenStore(directory: URL(fileURLWithPath: "Goldens"), environment: versions)
///     let outcome = try store.check(scenarioID: "door-push", frames: frames, tolerance: Tolerance(),
///                                   artifacts: reportDirectory)
///     outcome.status   // .passed, .failed, .missing …
public struct GoldenStore: Sendable {
    public let directory: URL
    /// Versions of cairo, pixman, FreeType, libpng and the font's SHA-256; written to the manifest
    /// whenever this store records a golden.
    public var environment: [String: String]
    /// How long an update waits for a concurrent one to finish before giving up with `.locked`.
    public var lockTimeout: Duration
    /// The seam tests use to interrupt a write between the temporary file and the rename.
    var writer = AtomicFileWriter()

    public init(directory: URL, environment: [String: String] = [:], lockTimeout: Duration = .seconds(120)) {
        self.directory = directory.standardizedFileURL
        self.environment = environment
        self.lockTimeout = lockTimeout
    }

    /// `Goldens/manifest.json`, the single manifest of the older layout, which `update-goldens` converts.
    public var legacyManifestURL: URL { directory.appendingPathComponent(ManifestFile.fileName) }

    /// `Goldens/<scenario-id>/manifest.json`.
    public func manifestURL(scenarioID: String) -> URL {
        directory.appendingPathComponent(scenarioID).appendingPathComponent(ManifestFile.fileName)
    }

    /// `Goldens/<scenario-id>/f<index>-<ms>ms.png`.
    public func goldenURL(scenarioID: String, frame: FrameKey) -> URL {
        directory.appendingPathComponent(GoldenManifest.key(scenarioID: scenarioID, frame: frame))
    }

    /// The older single manifest as it is on disk; empty when there is none.
    func legacyManifest() throws(GoldenStoreError) -> GoldenManifest {
        try ManifestFile.read(GoldenManifest.self, at: legacyManifestURL, empty: GoldenManifest())
    }

    /// One scenario's manifest as it is on disk; empty when there is none yet.
    public func manifest(scenarioID: String) throws(GoldenStoreError) -> ScenarioManifest {
        try SafeName.checkScenarioID(scenarioID)
        return try ManifestFile.read(ScenarioManifest.self, at: manifestURL(scenarioID: scenarioID),
                                     empty: ScenarioManifest())
    }

    /// Every golden's record: each scenario's manifest, over what the older single manifest says
    /// about scenarios not converted yet, so `check` reads either layout.
    public func manifest() throws -> GoldenManifest {
        var merged = try legacyManifest()
        merged.formatVersion = ScenarioManifest.currentFormat
        for id in try scenarioFolders() {
            let own = try manifest(scenarioID: id)
            guard FileManager.default.fileExists(atPath: manifestURL(scenarioID: id).path) else { continue }
            merged.goldens = merged.goldens.filter { GoldenManifest.parse(key: $0.key)?.scenarioID != id }
            for (name, record) in own.goldens { merged.goldens["\(id)/\(name)"] = record }
        }
        return merged
    }

    /// The names of the scenario folders in `Goldens/`, sorted; dotfiles and plain files are skipped.
    func scenarioFolders() throws(GoldenStoreError) -> [String] {
        try POSIXFile.entries(of: directory).filter { name in
            !name.hasPrefix(".") && (try? SafeName.checkScenarioID(name)) != nil
                && POSIXFile.kind(of: directory.appendingPathComponent(name)) == .directory
        }
    }

    /// Compares each frame with its golden and writes nothing into `Goldens/` (`harness check`).
    /// With `artifacts`, writes review images for the report there under `<scenario-id>/`.
    public func check(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance,
                      artifacts: URL? = nil) throws -> ScenarioOutcome {
        try record(scenarioID: scenarioID, frames: frames, tolerance: tolerance, mode: .never, artifacts: artifacts)
    }

    /// Checks, and takes the update lock only when `mode` has something to write, so a read-only
    /// `Goldens/` with nothing to record still passes. For one scenario at a time, as in a test.
    public func record(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance, mode: RecordMode,
                       artifacts: URL? = nil) throws -> ScenarioOutcome {
        let started = ContinuousClock.now
        let evaluated = try evaluate(scenarioID: scenarioID, frames: frames, tolerance: tolerance)
        guard evaluated.contains(where: { mode.writes($0.judgement) }) else {
            return run(scenarioID: scenarioID, frames: evaluated, tolerance: tolerance, mode: .never,
                       journal: nil, artifacts: artifacts, started: started)
        }
        let update = try beginUpdate()
        defer { update.finish() }
        return try update.update(scenarioID: scenarioID, frames: frames, tolerance: tolerance, mode: mode,
                                 artifacts: artifacts)
    }

    /// Takes the lock on `Goldens/` (waiting up to `lockTimeout`) for a run of updates.
    public func beginUpdate() throws -> GoldenUpdate {
        try GoldenUpdate(store: self)
    }

    /// Goldens and scenario folders that no scenario in `produced` renders, and manifest entries without a file.
    /// `produced` must cover the whole catalog, not a filtered part, or the rest looks orphaned.
    public func orphans(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        try OrphanScan(directory: directory, produced: produced).orphans(manifest: manifest())
    }

    /// Compares every golden with its manifest record (`harness verify`): each problem found,
    /// none when goldens and manifests agree.
    public func verify() throws -> [VerificationProblem] {
        try GoldenVerification(store: self).problems()
    }
}
