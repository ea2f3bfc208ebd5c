import Foundation

/// Walks `Goldens/` for what the catalog no longer produces, among the files the store itself
/// wrote: frame PNGs, `motion.txt` and `manifest.json`, in folders that hold a manifest.
///
/// A folder without a readable manifest of the store's (`notes/`, a folder of someone else's
/// files) is not a scenario's and is never listed; a file of any other name is never listed
/// either, so `--prune` deletes nothing the store did not write.
///
/// Tests record into the same folder as the CLI, under names no catalog knows (a still snapshot's
/// `login/iPhone15-dark`). A folder whose manifest names the test files that recorded it belongs
/// to them: it is listed only once none of those files exists in the package that holds the
/// goldens, and never when that package cannot be found.
struct OrphanScan {
    let store: GoldenStore
    let produced: [String: Set<FrameKey>]
    /// The scenario folders of produced ids: `door-push` for `door-push/iPhone15-dark` too.
    private let producedFolders: Set<String>

    init(store: GoldenStore, produced: [String: [FrameKey]]) {
        self.store = store
        self.produced = produced.mapValues(Set.init)
        producedFolders = Set(produced.keys.map(SafeName.scenarioFolder))
    }

    /// The files of its own the store writes into a scenario's folder, temporary ones included.
    static func isStoreFile(_ name: String) -> Bool {
        isFinalStoreFile(name) || AtomicFileWriter.destination(ofTemporary: name).map(isFinalStoreFile) == true
    }

    /// A golden, `motion.txt` or `manifest.json`.
    static func isFinalStoreFile(_ name: String) -> Bool {
        FrameKey(fileName: name) != nil || SafeName.reservedFileNames.contains(name)
    }

    func orphans() throws -> [Orphan] {
        var found: [Orphan] = []
        for name in try folders(in: store.directory) {
            let folder = store.directory.appendingPathComponent(name)
            let variants = try folders(in: folder).map { "\(name)/\($0)" }
            for id in variants + [name] {
                guard let manifest = managedManifest(id) else { continue }
                let isProduced = id == name ? producedFolders.contains(name) : produced[id] != nil
                guard isProduced else {
                    if let recorders = manifest.recordedBy, !recorders.isEmpty {
                        if recordersAreGone(recorders) { found.append(Orphan(kind: .scenarioFolder, path: id, recordedBy: recorders)) }
                        continue
                    }
                    found.append(Orphan(kind: .scenarioFolder, path: id))
                    continue
                }
                found += try orphans(in: id, manifest: manifest)
            }
        }
        return found.sorted()
    }

    /// The frames `id` no longer renders, and records whose file is gone.
    private func orphans(in id: String, manifest: ScenarioManifest) throws -> [Orphan] {
        let keys = produced[id] ?? []
        let folder = store.directory.appendingPathComponent(id)
        var found: [Orphan] = []
        var present = Set<String>()
        for file in try POSIXFile.entries(of: folder) {
            guard let key = FrameKey(fileName: file) else { continue }
            present.insert(file)
            if !keys.contains(key) { found.append(Orphan(kind: .golden, path: "\(id)/\(file)")) }
        }
        for name in manifest.goldens.keys where !present.contains(name) {
            // A key that cannot name a golden (`../../etc/x`) is an orphan whatever is on disk.
            found.append(Orphan(kind: .manifestEntry, path: "\(id)/\(name)"))
        }
        if manifest.motion != nil, POSIXFile.kind(of: store.motionURL(scenarioID: id)) == .missing {
            found.append(Orphan(kind: .manifestEntry, path: "\(id)/\(GoldenStore.motionFileName)"))
        }
        return found
    }

    /// Whether none of the test files that recorded a folder exists any more. With no package
    /// around the goldens to look in, they are taken to exist: a test's goldens are never guessed away.
    private func recordersAreGone(_ recorders: [String]) -> Bool {
        guard let package = packageRoot else { return false }
        return recorders.allSatisfy { recorder in
            (try? SafeName.checkRelativePath(recorder)) != nil
                && POSIXFile.kind(of: package.appendingPathComponent(recorder)) == .missing
        }
    }

    /// The nearest folder above `Goldens/` that holds a `Package.swift`.
    private var packageRoot: URL? {
        var folder = store.directory.deletingLastPathComponent()
        while folder.path != "/" {
            if POSIXFile.kind(of: folder.appendingPathComponent("Package.swift")) == .file { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The scenario's manifest when its folder is one the store manages, nil otherwise.
    private func managedManifest(_ id: String) -> ScenarioManifest? {
        guard POSIXFile.kind(of: store.manifestURL(scenarioID: id)) == .file else { return nil }
        return try? store.manifest(scenarioID: id)
    }

    /// Real folders (never links) with names a scenario id could have.
    private func folders(in folder: URL) throws -> [String] {
        try POSIXFile.entries(of: folder).filter { name in
            !name.hasPrefix(".") && (try? SafeName.checkScenarioID(name)) != nil
                && POSIXFile.kind(of: folder.appendingPathComponent(name)) == .directory
        }
    }
}
