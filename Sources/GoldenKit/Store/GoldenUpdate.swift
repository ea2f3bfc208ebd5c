import Foundation
import ImageComparison
import Synchronization

/// A run of golden updates under the lock on `Goldens/`; other updates wait until `finish()`.
///
///     let update = try store.beginUpdate()
///     defer { update.finish() }
///     let outcome = try update.update(scenarioID: "door-push", frames: frames, tolerance: Tolerance(), mode: .failed)
///     let pruned = try update.prune(keeping: catalogFrames)
///
/// Scenarios may be updated from several threads at once; the manifest is rewritten after each one,
/// so an interrupted run leaves it describing every golden written so far.
public final class GoldenUpdate: Sendable {
    public let store: GoldenStore
    private let state: Mutex<State>

    private struct State: ~Copyable {
        var lock: UpdateLock?
        var manifest: GoldenManifest
    }

    init(store: GoldenStore) throws {
        let lock = try UpdateLock(directory: store.directory, timeout: store.lockTimeout)
        self.store = store
        state = Mutex(State(lock: lock, manifest: try store.manifest()))
        try removeLeftoverTemporaryFiles()
    }

    /// Checks the frames and writes the goldens `mode` allows; identical goldens are never touched.
    public func update(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance, mode: RecordMode,
                       artifacts: URL? = nil) throws -> ScenarioOutcome {
        try requireLock()
        let started = ContinuousClock.now
        let evaluated = try store.evaluate(scenarioID: scenarioID, frames: frames, tolerance: tolerance)
        let run = try store.run(scenarioID: scenarioID, frames: evaluated, tolerance: tolerance, mode: mode,
                                artifacts: artifacts, started: started)
        try changeManifest { manifest in
            manifest.goldens.merge(run.records) { _, new in new }
            if run.wroteGoldens && !store.environment.isEmpty { manifest.environment = store.environment }
        }
        return run.outcome
    }

    /// What `prune(keeping:)` would delete.
    public func orphans(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        try requireLock()
        return try OrphanScan(directory: store.directory, produced: produced)
            .orphans(manifest: state.withLock { $0.manifest })
    }

    /// Deletes the orphans of `produced` (which must cover the whole catalog) and their manifest entries.
    @discardableResult
    public func prune(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        let orphans = try self.orphans(keeping: produced)
        for orphan in orphans where orphan.kind != .manifestEntry {
            try POSIXFile.remove(store.directory.appendingPathComponent(orphan.path))
        }
        try changeManifest { manifest in
            for orphan in orphans {
                manifest.goldens = manifest.goldens.filter { key, _ in
                    key != orphan.path && !(orphan.kind == .scenarioFolder && key.hasPrefix(orphan.path + "/"))
                }
            }
        }
        return orphans
    }

    /// Releases the lock; later calls on this update throw. Also happens when the update is deallocated.
    public func finish() {
        state.withLock { $0.lock = nil }
    }

    private func requireLock() throws {
        guard state.withLock({ $0.lock != nil }) else {
            throw GoldenStoreError.fileSystem(path: store.directory.path, operation: "update",
                                              detail: "this update has finished; begin a new one")
        }
    }

    /// Applies `change`; `manifest.json` is rewritten only if its bytes change.
    private func changeManifest(_ change: (inout GoldenManifest) -> Void) throws {
        try state.withLock { state in
            var manifest = state.manifest
            change(&manifest)
            try ManifestFile.write(manifest, to: store.manifestURL, using: store.writer)
            state.manifest = manifest
        }
    }

    /// A killed update can leave its temporary files; holding the lock proves no one is still writing them.
    private func removeLeftoverTemporaryFiles() throws {
        let manager = FileManager.default
        let folders = [store.directory] + ((try? manager.contentsOfDirectory(atPath: store.directory.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .map { store.directory.appendingPathComponent($0) }
        for folder in folders {
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where AtomicFileWriter.isTemporary(name) {
                try POSIXFile.remove(folder.appendingPathComponent(name))
            }
        }
    }
}
