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

    package init() {}

    /// Temporary files start with `.` and end in `.tmp`, so nothing mistakes one for a golden.
    static func isTemporary(_ fileName: String) -> Bool {
        fileName.hasPrefix(".") && fileName.hasSuffix(".tmp")
    }

    package func write(_ data: Data, to destination: URL) throws {
        let directory = destination.deletingLastPathComponent()
        try POSIXFile.makeDirectory(directory)
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXFile.error(errno, path: temporary, operation: "create") }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(descriptor) }
            try POSIXFile.writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw POSIXFile.error(errno, path: temporary, operation: "flush") }
        }
        try beforeRename(temporary, destination)
        guard rename(temporary.path, destination.path) == 0 else {
            throw POSIXFile.error(errno, path: destination, operation: "replace")
        }
        renamed = true
        POSIXFile.syncDirectory(directory)
    }
}
