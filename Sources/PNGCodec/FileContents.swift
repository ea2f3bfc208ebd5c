import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file, refusing what is not a regular file or is larger than its caller expects.
///
/// `Data(contentsOf:)` would block forever on a FIFO, read `/dev/zero` until memory runs out and
/// call a folder "error 256"; this says which of those the path is, and PNGs and manifests share it.
package enum FileContents {
    /// Why a file could not be read.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        /// Something else is at the path: "a folder", "a named pipe (FIFO)"…
        case notAFile(String)
        case tooLarge(bytes: Int, limit: Int)
        case unreadable(String)

        package var description: String {
            switch self {
            case .missing: "no such file"
            case .notAFile(let kind): "this is \(kind), not a file"
            case .tooLarge(let bytes, let limit): "the file has \(bytes) bytes, more than the limit of \(limit)"
            case .unreadable(let reason): reason
            }
        }
    }

    package static func read(_ url: URL, limit: Int) throws(Problem) -> Data {
        // O_NONBLOCK so opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        if let kind = nonRegularKind(status.st_mode) { throw .notAFile(kind) }
        guard status.st_size <= limit else { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
        return try readAll(descriptor, expected: Int(status.st_size))
    }

    private static func readAll(_ descriptor: Int32, expected: Int) throws(Problem) -> Data {
        var data = Data(count: expected)
        var offset = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while offset < expected {
                let count = Foundation.read(descriptor, buffer.baseAddress! + offset, expected - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }  // the file shrank while it was read
                offset += count
            }
            return nil
        }
        if let failure { throw .unreadable(String(cString: strerror(failure))) }
        return offset == expected ? data : data.prefix(offset)
    }

    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
