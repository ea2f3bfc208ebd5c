import Foundation
import ImageComparison
import PNGCodec
import Synchronization

/// A report's `overlay/` folder: every failing or missing scenario's folder as `update-goldens`
/// would leave it in `Goldens/` (frames, `motion.txt`, `manifest.json`), written by the store's
/// own update, so that copying it over `Goldens/` (`harness accept`) makes `check` and `verify`
/// pass without drawing anything.
///
///     var store = GoldenStore(directory: goldens, environment: versions)
///     store.overlay = GoldenOverlay(directory: report.appendingPathComponent("overlay"), environment: versions,
///                                   commit: GitCommit.head(of: goldens))
///     try store.check(scenarioID: "door-push", frames: frames, tolerance: Tolerance())   // fails: overlay/door-push/
package final class GoldenOverlay: Sendable {
    package let directory: URL
    /// What the descriptor records: the environment that draws, and the checkout's commit.
    let environment: [String: String]
    let commit: String?

    /// The name of the folder a report keeps its overlay in.
    package static let folderName = "overlay"
    /// One writer at a time in a process: parallel tests add scenarios to one descriptor.
    private static let writing = Mutex(())
    /// Whether this overlay's folder has had a whole update in this process (checked as a
    /// place for goldens, cleared of leftovers); later adds update only their scenario's folder.
    private let prepared = Mutex(false)

    package init(directory: URL, environment: [String: String], commit: String?) {
        self.directory = directory.standardizedFileURL
        (self.environment, self.commit) = (environment, commit)
    }

    package var descriptorURL: URL { directory.appendingPathComponent(OverlayDescriptor.fileName) }

    /// Deletes the overlay an earlier check wrote here, so that one run's overlay never carries
    /// another's scenarios: only the store's own files, in the folders of an overlay that has a
    /// descriptor, and each folder once it is empty.
    package func clearEarlier() throws {
        guard POSIXFile.kind(of: descriptorURL) == .file else { return }
        let earlier = GoldenStore(directory: directory)
        // Sorted ids put a variant after its scenario; reversed, it goes first.
        for id in try earlier.scenarioFolders().reversed() {
            let folder = directory.appendingPathComponent(id)
            for name in try POSIXFile.entries(of: folder) where OrphanScan.isStoreFile(name) {
                if POSIXFile.kind(of: folder.appendingPathComponent(name)) == .file {
                    try POSIXFile.remove(folder.appendingPathComponent(name))
                }
            }
            try POSIXFile.removeEmptyFolder(folder)
        }
        // The update's own files at the root go too, and the folder once it is empty.
        for name in [OverlayDescriptor.fileName, GoldenIgnoreFile.fileName, UpdateLock.fileName]
        where POSIXFile.kind(of: directory.appendingPathComponent(name)) == .file {
            try POSIXFile.remove(directory.appendingPathComponent(name))
        }
        try POSIXFile.removeEmptyFolder(directory)
    }

    /// Writes the scenario's folder as an update of `goldens` in the default mode would leave
    /// it: its goldens and manifest as they are, then the same update run into the overlay.
    /// Adds the scenario to the descriptor.
    package func add(scenarioID: String, frames: [RenderedFrame], motion: MotionSubmission?, tolerance: Tolerance,
                     from goldens: GoldenStore) throws {
        try Self.writing.withLock { _ in
            var descriptor = try startedDescriptor()
            let store = goldens.relocated(to: directory)
            try store.makeScenarioFolder(scenarioID)
            try copyStoreFiles(of: scenarioID, from: goldens, to: store)
            let update = try prepared.withLock { $0 } ? store.beginUpdate(confinedTo: scenarioID) : store.beginUpdate()
            prepared.withLock { $0 = true }
            defer { update.finish() }
            let outcome = try update.update(scenarioID: scenarioID, frames: frames, motion: motion, tolerance: tolerance,
                                            mode: .updateDefault)
            if let error = outcome.error { throw GoldenStoreError.fileSystem(path: directory.path, operation: "write the overlay in", detail: error) }
            descriptor.scenarios = Array(Set(descriptor.scenarios).union([scenarioID])).sorted()
            try AtomicFileWriter(durable: false).write(ManifestFile.encode(descriptor, for: descriptorURL), to: descriptorURL)
        }
    }

    /// The descriptor already here (scenarios added by an earlier test process of the same run),
    /// or a new one, written at once so that a later clear knows the folder is an overlay's.
    private func startedDescriptor() throws -> OverlayDescriptor {
        if POSIXFile.kind(of: descriptorURL) != .missing { return try OverlayDescriptor.read(in: directory) }
        if try !POSIXFile.entries(of: directory).isEmpty { throw OverlayError.occupied(path: directory.path) }
        try POSIXFile.makeDirectory(directory)
        let descriptor = OverlayDescriptor(environment: environment, commit: commit)
        try AtomicFileWriter(durable: false).write(ManifestFile.encode(descriptor, for: descriptorURL), to: descriptorURL)
        return descriptor
    }

    /// The scenario's frames, `motion.txt` and manifest as they are in `Goldens/`, which the
    /// update then changes as it would there.
    private func copyStoreFiles(of scenarioID: String, from goldens: GoldenStore, to overlay: GoldenStore) throws {
        let source = goldens.directory.appendingPathComponent(scenarioID)
        let destination = overlay.directory.appendingPathComponent(scenarioID)
        for name in try POSIXFile.entries(of: source) where OrphanScan.isFinalStoreFile(name) {
            let file = source.appendingPathComponent(name)
            guard POSIXFile.kind(of: file) == .file else { continue }
            let data: Data
            do {
                data = try FileContents.read(file, limit: PNG.maximumFileBytes)
            } catch {
                throw GoldenStoreError.fileSystem(path: file.path, operation: "read", detail: error.description)
            }
            try AtomicFileWriter(durable: false).write(data, to: destination.appendingPathComponent(name))
        }
    }
}

extension OverlayDescriptor {
    /// The descriptor of the overlay in `directory`, refused when absent, unreadable or of a later format.
    package static func read(in directory: URL) throws -> OverlayDescriptor {
        let url = directory.appendingPathComponent(fileName)
        let data: Data
        do {
            data = try FileContents.read(url, limit: ManifestFile.maximumBytes)
        } catch {
            throw OverlayError.notAnOverlay(path: directory.path, detail: "\(fileName): \(error)")
        }
        let descriptor: OverlayDescriptor
        do {
            descriptor = try ManifestFile.decode(OverlayDescriptor.self, from: data, path: url.path)
        } catch let GoldenStoreError.unreadableManifest(_, detail) {
            throw OverlayError.notAnOverlay(path: directory.path, detail: "\(fileName): \(detail)")
        }
        guard descriptor.formatVersion == currentFormat else {
            throw OverlayError.notAnOverlay(path: directory.path, detail: "\(fileName) is format \(descriptor.formatVersion); "
                                            + "this TransitionHarness reads format \(currentFormat)")
        }
        return descriptor
    }
}
