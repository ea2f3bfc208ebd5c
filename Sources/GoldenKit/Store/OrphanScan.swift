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
        for name in try subfolders(of: directory) {
            // A scenario's folder may also hold one folder per variant (`door-push/iPhone15-dark`),
            // and a scenario that only runs in variants has no frames of its own.
            let variants = try subfolders(of: directory.appendingPathComponent(name)).map { "\(name)/\($0)" }
            guard produced[name] != nil || produced.keys.contains(where: { $0.hasPrefix("\(name)/") }) else {
                found.append(Orphan(kind: .scenarioFolder, path: name))
                continue
            }
            for id in [name] + variants {
                guard let keys = produced[id] else {
                    if id != name { found.append(Orphan(kind: .scenarioFolder, path: id)) }
                    continue
                }
                for file in try visibleEntries(of: directory.appendingPathComponent(id)) where file.hasSuffix(".png") {
                    if let key = FrameKey(fileName: file), keys.contains(key) { continue }
                    found.append(Orphan(kind: .golden, path: "\(id)/\(file)"))
                }
            }
        }
        let orphanedFolders = found.filter { $0.kind == .scenarioFolder }.map(\.path)
        for path in manifest.goldens.keys where !isProduced(path)
            && !orphanedFolders.contains(where: { path.hasPrefix("\($0)/") })
            && !FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) {
            found.append(Orphan(kind: .manifestEntry, path: path))
        }
        return found.sorted()
    }

    /// A manifest key is `<scenario id>/<frame file>`, and a variant's id itself holds a `/`.
    private func isProduced(_ manifestKey: String) -> Bool {
        guard let slash = manifestKey.lastIndex(of: "/"),
              let key = FrameKey(fileName: String(manifestKey[manifestKey.index(after: slash)...])) else { return false }
        return produced[String(manifestKey[..<slash])]?.contains(key) ?? false
    }

    private func subfolders(of folder: URL) throws -> [String] {
        try visibleEntries(of: folder).filter { isDirectory(folder.appendingPathComponent($0)) }
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
