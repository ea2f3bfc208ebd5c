import Foundation
@testable import GoldenKit
import Synchronization
@testable import ImageComparison
@testable import Pixels

#if canImport(Glibc)
import Glibc
#endif

/// A throwaway `Goldens/` folder plus bitmaps that differ by a known number of pixels; the
/// folder goes when the last copy of the fixture does.
struct StoreFixture {
    let root: URL
    var store: GoldenStore
    private let removal: FolderRemoval

    init(environment: [String: String] = ["cairo": "1.18.0", "libpng": "1.6.43"],
         lockTimeout: Duration = .milliseconds(300)) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        removal = FolderRemoval(root)
        store = GoldenStore(directory: root.appendingPathComponent("Goldens"), environment: environment,
                            lockTimeout: lockTimeout)
    }

    var goldens: URL { store.directory }
    var report: URL { root.appendingPathComponent("report") }

    /// A 16×8 opaque bitmap with `changed` pixels recoloured from the top-left, row by row.
    static func bitmap(changed: Int = 0, width: Int = 16, height: Int = 8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: RGBA(r: 40, g: 90, b: 200, a: 255))
        for i in 0..<changed { bitmap[i % width, i / width] = RGBA(r: 250, g: 250, b: 20, a: 255) }
        return bitmap
    }

    /// Three frames at 0, 0.5 and 1 s; `changed[i]` pixels differ in frame `i`.
    static func frames(changed: [Int] = [0, 0, 0]) -> [RenderedFrame] {
        changed.enumerated().map { index, count in
            RenderedFrame(index: index, time: Double(index) * 0.5, bitmap: bitmap(changed: count), scale: 1)
        }
    }

    /// Records `frames` as the goldens of `id`.
    @discardableResult
    func record(_ id: String = "door-push", frames: [RenderedFrame] = StoreFixture.frames(),
                tolerance: Tolerance = Tolerance(), mode: RecordMode = .all) throws -> ScenarioOutcome {
        try store.record(scenarioID: id, frames: frames, tolerance: tolerance, mode: mode)
    }

    func url(_ path: String) -> URL { goldens.appendingPathComponent(path) }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    func modificationDate(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as! Date
    }

    /// Backdates a file so that any rewrite, however quick, shows in its modification time.
    func backdate(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                              ofItemAtPath: url(path).path)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }
}

extension ScenarioOutcome {
    var statuses: [FrameStatus] { frames.map(\.status) }
}

/// Deletes a scratch folder once nothing refers to it, so passing and failing tests alike leave
/// nothing in the temporary folder.
final class FolderRemoval: Sendable {
    let folder: URL

    init(_ folder: URL) { self.folder = folder }

    deinit {
        // A test may leave a folder read-only; make it writable again so it can be removed.
        if let names = FileManager.default.enumerator(atPath: folder.path) {
            for case let name as String in names { chmod(folder.appendingPathComponent(name).path, 0o755) }
        }
        chmod(folder.path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The update lock held by another process, as far as the store can tell: `flock` on a
/// descriptor of its own, with another holder's line in the file.
final class ForeignLock: Sendable {
    static let holder = "pid 4242: other-harness update-goldens"
    private let descriptor: Mutex<Int32?>

    init(in goldens: URL) throws {
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let path = goldens.appendingPathComponent(".harness.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw CocoaError(.fileLocking)
        }
        ftruncate(descriptor, 0)
        _ = Self.holder.withCString { write(descriptor, $0, strlen($0)) }
        self.descriptor = Mutex(descriptor)
    }

    func release() {
        descriptor.withLock { descriptor in
            guard let held = descriptor else { return }
            flock(held, LOCK_UN)
            close(held)
            descriptor = nil
        }
    }

    deinit { release() }
}
