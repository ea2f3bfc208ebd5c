import Foundation
import PNGCodec

/// An overlay read and checked before anything is copied (`harness accept`): its descriptor, only
/// the store's own files in the scenario folders it lists, and every golden matching its manifest.
///
///     let overlay = try OverlayApplication(overlay: URL(fileURLWithPath: "/tmp/r/overlay"))
///     try overlay.refusal(environment: versions, commit: GitCommit.head(of: goldens)).map { throw $0 }
///     let applied = try overlay.apply(to: GoldenStore(directory: goldens))
package struct OverlayApplication: Sendable {
    package let directory: URL
    package let descriptor: OverlayDescriptor
    /// Each listed scenario's files, `manifest.json` last, so that a copy stopped part-way leaves
    /// goldens a step ahead of their records, as an interrupted update does, never records ahead of goldens.
    let files: [(scenarioID: String, names: [String])]

    package init(overlay: URL) throws {
        directory = overlay.standardizedFileURL
        guard POSIXFile.kind(of: directory) == .directory else {
            throw OverlayError.notAnOverlay(path: directory.path, detail: POSIXFile.kind(of: directory) == .symbolicLink
                                            ? "it is a symbolic link" : "it is not a folder")
        }
        descriptor = try OverlayDescriptor.read(in: directory)
        for id in descriptor.scenarios {
            do { try SafeName.checkScenarioID(id) } catch {
                throw OverlayError.unexpected(path: "\(OverlayDescriptor.fileName)", reason: "lists \(id.debugDescription.terminalSafe): \(error)")
            }
        }
        files = try Self.files(in: directory, listed: Set(descriptor.scenarios))
        let problems = try GoldenStore(directory: directory).verify()
        guard problems.isEmpty else {
            throw OverlayError.doesNotVerify(path: directory.path, problems: problems.map(\.description))
        }
    }

    /// Why this overlay must not be applied where `environment` draws: goldens drawn by other
    /// libraries or fonts would fail every check there (`--any-environment` lifts it).
    package func environmentRefusal(running environment: [String: String]) -> OverlayError? {
        EnvironmentChange(recorded: descriptor.environment, running: environment).map { change in
            .otherEnvironment(path: directory.path, change: "\(change)".replacingOccurrences(of: "this run has", with: "this machine has"))
        }
    }

    /// Why this overlay must not be applied to goldens whose checkout is at `commit` (nil: none
    /// known); a commit unknown on both sides is no difference (`--any-commit` lifts it).
    package func commitRefusal(checkout commit: String?) -> OverlayError? {
        commit == descriptor.commit ? nil : .otherCommit(path: directory.path, overlay: descriptor.commit, checkout: commit)
    }

    /// What copying one scenario's folder changed.
    package struct Applied: Sendable, Equatable {
        package var scenarioID: String
        package var added: [String] = []
        package var replaced: [String] = []
        package var unchanged: [String] = []
    }

    /// Copies every listed scenario's files into `goldens` under its update lock, each atomically;
    /// a file already identical is left alone, and nothing is deleted.
    package func apply(to goldens: GoldenStore) throws -> [Applied] {
        let update = try goldens.beginUpdate()
        defer { update.finish() }
        return try files.map { scenarioID, names in
            try goldens.makeScenarioFolder(scenarioID)
            var applied = Applied(scenarioID: scenarioID)
            for name in names {
                let data = try Self.read(directory.appendingPathComponent(scenarioID).appendingPathComponent(name))
                let target = goldens.directory.appendingPathComponent(scenarioID).appendingPathComponent(name)
                switch POSIXFile.kind(of: target) {
                case .missing:
                    applied.added.append(name)
                case .file where (try? Self.read(target)) == data:
                    applied.unchanged.append(name)
                    continue
                case .file:
                    applied.replaced.append(name)
                case .directory, .symbolicLink, .other:
                    throw GoldenStoreError.fileSystem(path: target.path, operation: "replace",
                                                      detail: "something that is not a file is in the way; move it aside")
                }
                try goldens.writer.write(data, to: target)
            }
            return applied
        }
    }

    private static func read(_ url: URL) throws -> Data {
        do {
            return try FileContents.read(url, limit: PNG.maximumFileBytes)
        } catch {
            throw GoldenStoreError.fileSystem(path: url.path, operation: "read", detail: error.description)
        }
    }

    /// The files of every listed scenario, after checking that the overlay holds nothing else:
    /// no unlisted folder, no link, no file the store would not write, and a manifest in each.
    private static func files(in directory: URL, listed: Set<String>) throws -> [(scenarioID: String, names: [String])] {
        let parents = Set(listed.map(SafeName.scenarioFolder))
        for name in try POSIXFile.entries(of: directory) where !name.hasPrefix(".") {
            try requireFolder(name, in: directory, listed: listed.contains(name) || parents.contains(name))
        }
        // A scenario folder that only holds listed variants holds nothing else.
        for parent in parents.subtracting(listed) {
            for name in try POSIXFile.entries(of: directory.appendingPathComponent(parent)) {
                try requireFolder("\(parent)/\(name)", in: directory, listed: listed.contains("\(parent)/\(name)"))
            }
        }
        return try listed.sorted().map { id in
            let folder = directory.appendingPathComponent(id)
            var names: [String] = []
            for name in try POSIXFile.entries(of: folder) {
                let path = "\(id)/\(name)"
                if !id.contains("/"), POSIXFile.kind(of: folder.appendingPathComponent(name)) != .file {
                    try requireFolder(path, in: directory, listed: listed.contains(path))
                    continue
                }
                guard OrphanScan.isFinalStoreFile(name) else {
                    throw OverlayError.unexpected(path: path.terminalSafe, reason: "is not a golden, motion.txt or manifest.json")
                }
                guard POSIXFile.kind(of: folder.appendingPathComponent(name)) == .file else {
                    throw OverlayError.unexpected(path: path.terminalSafe, reason: "is not a plain file")
                }
                names.append(name)
            }
            guard names.contains(ManifestFile.fileName) else {
                throw OverlayError.unexpected(path: id, reason: "has no manifest.json")
            }
            return (id, names.filter { $0 != ManifestFile.fileName } + [ManifestFile.fileName])
        }
    }

    private static func requireFolder(_ path: String, in directory: URL, listed: Bool) throws {
        switch POSIXFile.kind(of: directory.appendingPathComponent(path)) {
        case .directory where listed: return
        case .directory: throw OverlayError.unexpected(path: path.terminalSafe, reason: "is a folder the overlay's \(OverlayDescriptor.fileName) does not list")
        case .symbolicLink: throw OverlayError.unexpected(path: path.terminalSafe, reason: "is a symbolic link")
        default: throw OverlayError.unexpected(path: path.terminalSafe, reason: "is not a scenario's folder")
        }
    }
}
