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
        for name in try visibleEntries(of: directory) where isDirectory(directory.appendingPathComponent(name)) {
            guard let keys = produced[name] else {
                found.append(Orphan(kind: .scenarioFolder, path: name))
                continue
            }
            for file in try visibleEntries(of: directory.appendingPathComponent(name)) where file.hasSuffix(".png") {
                if let key = FrameKey(fileName: file), keys.contains(key) { continue }
                found.append(Orphan(kind: .golden, path: "\(name)/\(file)"))
            }
        }
        let orphanedFolders = Set(found.filter { $0.kind == .scenarioFolder }.map(\.path))
        for path in manifest.goldens.keys where !isProduced(path) && !orphanedFolders.contains(folder(of: path))
            && !FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) {
            found.append(Orphan(kind: .manifestEntry, path: path))
        }
        return found.sorted()
    }

    private func isProduced(_ manifestKey: String) -> Bool {
        let parts = manifestKey.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let key = FrameKey(fileName: parts[1]) else { return false }
        return produced[parts[0]]?.contains(key) ?? false
    }

    private func folder(of manifestKey: String) -> String {
        String(manifestKey.prefix { $0 != "/" })
    }

    /// Entries other than dotfiles (the lock, temporary files) and the manifest itself.
    private func visibleEntries(of folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasPrefix(".") && $0 != ManifestFile.fileName }
                .sorted()
        } catch {
            throw GoldenStoreError.fileSystem(path: folder.path, operation: "list", detail: error.localizedDescription)
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
