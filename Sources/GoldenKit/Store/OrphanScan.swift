import Foundation

/// Walks `Goldens/` for files and folders that the catalog no longer produces.
struct OrphanScan {
    let directory: URL
    let produced: [String: Set<FrameKey>]

    init(directory: URL, produced: [String: [FrameKey]]) {
        self.directory = directory
        self.produced = produced.mapValues(Set.init)
    }

    func orphans(manifest: GoldenManifest) throws -> [Orphan] {
        var found: [Orphan] = []
        for name in try visibleEntries(of: directory) {
            let kind = POSIXFile.kind(of: directory.appendingPathComponent(name))
            guard kind == .directory || kind == .symbolicLink else { continue }
            guard let keys = produced[name] else {
                found.append(Orphan(kind: .scenarioFolder, path: name))
                continue
            }
            // Never look inside a linked folder: its files are not ours to list or delete.
            guard kind == .directory else { continue }
            for file in try visibleEntries(of: directory.appendingPathComponent(name)) where file.hasSuffix(".png") {
                if let key = FrameKey(fileName: file), keys.contains(key) { continue }
                found.append(Orphan(kind: .golden, path: "\(name)/\(file)"))
            }
        }
        let orphanedFolders = Set(found.filter { $0.kind == .scenarioFolder }.map(\.path))
        for path in manifest.goldens.keys where !isProduced(path) && !orphanedFolders.contains(folder(of: path)) {
            // A key that cannot name a golden (`../../etc/x`) is an orphan whatever is on disk.
            if GoldenManifest.parse(key: path) != nil,
               POSIXFile.kind(of: directory.appendingPathComponent(path)) != .missing { continue }
            found.append(Orphan(kind: .manifestEntry, path: path))
        }
        return found.sorted()
    }

    private func isProduced(_ manifestKey: String) -> Bool {
        guard let (scenarioID, key) = GoldenManifest.parse(key: manifestKey) else { return false }
        return produced[scenarioID]?.contains(key) ?? false
    }

    private func folder(of manifestKey: String) -> String {
        String(manifestKey.prefix { $0 != "/" })
    }

    /// Entries other than dotfiles (the lock, temporary files, .gitignore) and the manifests.
    private func visibleEntries(of folder: URL) throws -> [String] {
        try POSIXFile.entries(of: folder).filter { !$0.hasPrefix(".") && $0 != ManifestFile.fileName }
    }
}
