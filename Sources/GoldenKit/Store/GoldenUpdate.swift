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
/// Scenarios may be updated from several threads at once; each has its own manifest, rewritten
/// after every golden it records. Beginning an update converts the older single
/// `Goldens/manifest.json` into those per-scenario manifests.
public final class GoldenUpdate: Sendable {
    public let store: GoldenStore
    private let lock: Mutex<UpdateLock?>

    init(store: GoldenStore) throws {
        try POSIXFile.makeDirectory(store.directory)
        let lock = try UpdateLock(directory: store.directory, timeout: store.lockTimeout)
        self.store = store
        self.lock = Mutex(lock)
        try refuseSymbolicLinks()
        try GoldenIgnoreFile.ensure(in: store.directory, using: store.writer)
        try removeLeftoverTemporaryFiles()
        try LegacyManifestMigration(store: store).run()
    }

    /// Checks the frames and writes the goldens `mode` allows; identical goldens are never touched.
    /// A failure part-way comes back as an errored outcome that still lists the goldens written.
    public func update(scenarioID: String, frames: [RenderedFrame], tolerance: Tolerance, mode: RecordMode,
                       artifacts: URL? = nil) throws -> ScenarioOutcome {
        try requireLock()
        let started = ContinuousClock.now
        let evaluated = try store.evaluate(scenarioID: scenarioID, frames: frames, tolerance: tolerance)
        let journal = try ManifestJournal(store: store, scenarioID: scenarioID,
                                          inherited: store.manifest(scenarioID: scenarioID))
        return store.run(scenarioID: scenarioID, frames: evaluated, tolerance: tolerance, mode: mode,
                         journal: journal, artifacts: artifacts, started: started)
    }

    /// What `prune(keeping:)` would delete.
    public func orphans(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        try requireLock()
        return try store.orphans(keeping: produced)
    }

    /// Deletes the orphans of `produced` (which must cover the whole catalog) and their manifest entries.
    @discardableResult
    public func prune(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        let orphans = try self.orphans(keeping: produced)
        for orphan in orphans where orphan.kind != .manifestEntry {
            try POSIXFile.remove(store.directory.appendingPathComponent(orphan.path))
        }
        let byScenario = Dictionary(grouping: orphans.filter { $0.kind != .scenarioFolder }) { orphan in
            String(orphan.path.prefix { $0 != "/" })
        }
        for (scenarioID, orphans) in byScenario where (try? SafeName.checkScenarioID(scenarioID)) != nil {
            let journal = try ManifestJournal(store: store, scenarioID: scenarioID,
                                              inherited: store.manifest(scenarioID: scenarioID))
            try journal.forget(orphans.map { String($0.path.dropFirst(scenarioID.count + 1)) })
        }
        return orphans
    }

    /// Releases the lock; later calls on this update throw. Also happens when the update is deallocated.
    public func finish() {
        lock.withLock { $0 = nil }
    }

    private func requireLock() throws {
        guard lock.withLock({ $0 != nil }) else {
            throw GoldenStoreError.fileSystem(path: store.directory.path, operation: "update",
                                              detail: "this update has finished; begin a new one")
        }
    }

    /// A scenario folder (or manifest) that is a symbolic link would let an update write, or a
    /// prune delete, outside `Goldens/`; refuse before touching anything.
    private func refuseSymbolicLinks() throws {
        for name in try POSIXFile.entries(of: store.directory) {
            let url = store.directory.appendingPathComponent(name)
            if POSIXFile.kind(of: url) == .symbolicLink { throw GoldenStoreError.symbolicLink(path: url.path) }
        }
    }

    /// A killed update can leave its temporary files; holding the lock proves no one is still writing them.
    private func removeLeftoverTemporaryFiles() throws {
        let folders = [store.directory] + (try store.scenarioFolders()).map { store.directory.appendingPathComponent($0) }
        for folder in folders {
            for name in try POSIXFile.entries(of: folder) where AtomicFileWriter.isTemporary(name) {
                try POSIXFile.remove(folder.appendingPathComponent(name))
            }
        }
    }
}
