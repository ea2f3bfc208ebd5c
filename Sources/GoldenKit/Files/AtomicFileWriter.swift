import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that readers, and the survivors of a crash, see either the old bytes or the new.
package struct AtomicFileWriter: Sendable {
    /// Runs once the new bytes are durable in the temporary file, just before the rename.
    /// Tests throw from it to stand in for a process killed mid-update.
    var beforeRename: @Sendable (_ temporary: URL, _ destination: URL) throws -> Void = { _, _ in }
    /// Whether the bytes reach the disk before the rename (and the rename before returning), so a
    /// crash keeps them: what a golden and its manifest need. A review image can be made again, so
    /// it skips the two flushes, which on a busy disk cost more than drawing it.
    let durable: Bool

    package init(durable: Bool = true) { self.durable = durable }

    /// The file a temporary file of this writer's was to become: `manifest.json` for
    /// `.manifest.json.new.4242.1F2E3D4C.tmp`, nil for any other name. A cleanup deletes only
    /// these, so a `.draft.tmp` of the user's beside the goldens is never taken for one.
    static func destination(ofTemporary fileName: String) -> String? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
        let parts = fileName.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        let (role, pid, random) = (parts[parts.count - 3], parts[parts.count - 2], parts[parts.count - 1])
        guard role == "new" || role == "old", !pid.isEmpty, pid.allSatisfy({ $0.isASCII && $0.isNumber }),
              random.count == 8, random.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let destination = parts.dropLast(3).joined(separator: ".")
        return destination.isEmpty ? nil : destination
    }

    package func write(_ data: Data, to destination: URL) throws {
        try replace(destination, with: data) {}
    }

    /// Replaces `destination` with `data`, then runs `commit`, which records the change (a
    /// manifest entry): when `commit` throws, the file goes back to what it was (or away, if it
    /// was new) before the error is rethrown, so a file is never left changed without its record.
    ///
    /// The old file is kept under a temporary name by a hard link until `commit` returns, and put
    /// back with a rename, which needs no free space: on a full disk the rollback still works.
    package func replace(_ destination: URL, with data: Data, commit: () throws -> Void) throws {
        let directory = destination.deletingLastPathComponent()
        try POSIXFile.makeDirectory(directory)
        let temporary = temporaryURL(for: destination, role: "new")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        // Errors name the file being written, not its temporary copy, which is gone by then.
        guard descriptor >= 0 else { throw POSIXFile.error(errno, path: destination, operation: "write") }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(descriptor) }
            try POSIXFile.writeAll(data, to: descriptor, path: destination)
            guard !durable || fsync(descriptor) == 0 else { throw POSIXFile.error(errno, path: destination, operation: "flush") }
        }
        try beforeRename(temporary, destination)
        let backup = temporaryURL(for: destination, role: "old")
        let hasBackup = link(destination.path, backup.path) == 0
        if !hasBackup && errno != ENOENT { throw POSIXFile.error(errno, path: destination, operation: "keep the old copy of") }
        defer { if hasBackup { unlink(backup.path) } }
        guard rename(temporary.path, destination.path) == 0 else {
            throw POSIXFile.error(errno, path: destination, operation: "replace")
        }
        renamed = true
        do {
            try commit()
        } catch {
            if hasBackup { rename(backup.path, destination.path) } else { unlink(destination.path) }
            if durable { POSIXFile.syncDirectory(directory) }
            throw error
        }
        if durable { POSIXFile.syncDirectory(directory) }
    }

    /// `.<name>.<role>.<pid>.<random>.tmp`: hidden, unique, and recognisably the store's.
    private func temporaryURL(for destination: URL, role: String) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(role).\(getpid()).\(UUID().uuidString.prefix(8)).tmp")
    }
}
