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
package final class GoldenUpdate: Sendable {
    package let store: GoldenStore
    private let lock: Mutex<UpdateLock?>

    /// The scenario folder this update is confined to, or nil for the whole store.
    private let confinement: String?

    /// With `confinedTo`, an update of that one scenario's folder in a store an earlier update of
    /// this process has checked and cleared whole: only that folder is checked for links and
    /// cleared of leftovers, so a report's overlay, updated once per failing scenario, costs the
    /// same for the 2,000th scenario as for the first (each add walked every folder twice).
    init(store: GoldenStore, confinedTo scenarioID: String? = nil) throws {
        if scenarioID == nil { try GoldensRoot.check(store.directory) }
        try POSIXFile.makeDirectory(store.directory)
        let lock = try UpdateLock(directory: store.directory, timeout: store.lockTimeout, onWait: store.lockWaitNotice)
        self.store = store
        self.lock = Mutex(lock)
        confinement = scenarioID
        if let scenarioID {
            let folder = store.directory.appendingPathComponent(scenarioID)
            if POSIXFile.kind(of: folder) == .symbolicLink { throw GoldenStoreError.symbolicLink(path: folder.path) }
        } else {
            try refuseSymbolicLinks()
        }
        // An update this process already runs (a parallel test's) has done these, and may be writing.
        try lock.whileAlone {
            try removeLeftoverTemporaryFiles()
            guard scenarioID == nil else { return }
            try GoldenIgnoreFile.ensure(in: store.directory, using: store.writer)
            try LegacyManifestMigration(store: store).run()
        }
    }

    /// Checks the frames and the motion trace and writes the goldens `mode` allows; identical
    /// goldens are never touched. A failure part-way comes back as an errored outcome that still
    /// lists the goldens written.
    package func update(scenarioID: String, frames: [RenderedFrame], motion: MotionSubmission? = nil, tolerance: Tolerance,
                       mode: RecordMode, artifacts: URL? = nil) throws -> ScenarioOutcome {
        try requireLock()
        let started = ContinuousClock.now
        let inherited = try store.manifest(scenarioID: scenarioID)
        let evaluated = try store.evaluate(scenarioID: scenarioID, frames: frames, tolerance: tolerance, records: inherited.goldens,
                                           rewritingRecords: true)
        let journal = try ManifestJournal(store: store, scenarioID: scenarioID, inherited: inherited)
        return store.run(scenarioID: scenarioID, frames: evaluated, motion: motion, tolerance: tolerance, mode: mode,
                         journal: journal, artifacts: artifacts, recordedEnvironment: inherited.environment, started: started)
    }

    /// What `prune(keeping:)` would delete.
    package func orphans(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        try requireLock()
        return try store.orphans(keeping: produced)
    }

    /// Deletes the orphans of `produced` (which must cover the whole catalog) and their manifest
    /// entries. Only files the store writes are deleted, one by one, and a folder only once it is
    /// empty: a folder that also holds anything else keeps it, and the folder.
    @discardableResult
    package func prune(keeping produced: [String: [FrameKey]]) throws -> [Orphan] {
        let orphans = try self.orphans(keeping: produced)
        // Variant folders before the scenario folders that hold them.
        for orphan in orphans.sorted(by: { $0.path.count > $1.path.count }) {
            let url = store.directory.appendingPathComponent(orphan.path)
            switch orphan.kind {
            case .golden:
                try POSIXFile.remove(url)
            case .scenarioFolder:
                for name in try POSIXFile.entries(of: url) where OrphanScan.isStoreFile(name) {
                    try POSIXFile.remove(url.appendingPathComponent(name))
                }
                try POSIXFile.removeEmptyFolder(url)
                // A scenario recorded only in variants has no manifest of its own; once its last
                // variant is gone, so is its folder, if nothing else is in it.
                if orphan.path.contains("/"), produced[SafeName.scenarioFolder(of: orphan.path)] == nil {
                    try POSIXFile.removeEmptyFolder(url.deletingLastPathComponent())
                }
            case .manifestEntry:
                break
            }
        }
        // A golden's or entry's path is `<scenario id>/<file>`, and a variant's id holds a slash.
        let byScenario = Dictionary(grouping: orphans.filter { $0.kind != .scenarioFolder }) { orphan in
            String(orphan.path[..<(orphan.path.lastIndex(of: "/") ?? orphan.path.endIndex)])
        }
        for (scenarioID, orphans) in byScenario where (try? SafeName.checkScenarioID(scenarioID)) != nil {
            let journal = try ManifestJournal(store: store, scenarioID: scenarioID,
                                              inherited: store.manifest(scenarioID: scenarioID))
            try journal.forget(orphans.map { String($0.path.dropFirst(scenarioID.count + 1)) })
        }
        return orphans
    }

    /// Removes any temporary file left behind (unless another update of this process still
    /// runs) and releases the lock; later calls on this update throw. Also happens, without the
    /// sweep, when the update is deallocated.
    package func finish() {
        lock.withLock { lock in
            _ = try? lock?.whileAlone { try removeLeftoverTemporaryFiles() }
            lock = nil
        }
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
    /// Only the store's own are removed: at the root, those of `.gitignore`; in a scenario's folder,
    /// those of a golden, `motion.txt` or `manifest.json` (a first recording killed before its
    /// manifest was written leaves them in a folder with no manifest yet).
    private func removeLeftoverTemporaryFiles() throws {
        if let confinement {
            return try removeTemporaryFiles(in: store.directory.appendingPathComponent(confinement), where: OrphanScan.isStoreFile)
        }
        try removeTemporaryFiles(in: store.directory) { $0 == GoldenIgnoreFile.fileName }
        for id in try store.scenarioFolders() {
            try removeTemporaryFiles(in: store.directory.appendingPathComponent(id), where: OrphanScan.isStoreFile)
        }
    }

    private func removeTemporaryFiles(in folder: URL, where isStoreFile: (String) -> Bool) throws {
        for name in try POSIXFile.entries(of: folder) where AtomicFileWriter.destination(ofTemporary: name).map(isStoreFile) == true {
            try POSIXFile.remove(folder.appendingPathComponent(name))
        }
    }
}
