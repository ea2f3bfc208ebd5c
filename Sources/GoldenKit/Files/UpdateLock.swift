import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `Goldens/.harness.lock`, held for as long as this value lives.
///
/// `flock` belongs to the open file, so the kernel frees it when the holder exits or crashes:
/// there is never a stale lock to clean up. Two holders in one process exclude each other too.
/// The file is opened with `O_NOFOLLOW` and must be a regular file: a lock file committed as a
/// symbolic link would otherwise have its target truncated and overwritten with the holder's pid.
/// `GoldenIgnoreFile` keeps it (and temporary files) out of version control.
final class UpdateLock: Sendable {
    static let fileName = ".harness.lock"

    private let descriptor: Int32

    /// Waits up to `timeout` for the lock, then throws `.locked` naming whoever holds it. When it
    /// has to wait, it tells `onWait` once, so a run never hangs without saying why.
    init(directory: URL, timeout: Duration, onWait: (@Sendable (String) -> Void)? = nil) throws(GoldenStoreError) {
        try POSIXFile.makeDirectory(directory)
        let url = directory.appendingPathComponent(Self.fileName)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o666)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .symbolicLink(path: url.path) }
            throw POSIXFile.error(errno, path: url, operation: "create the lock file")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .fileSystem(path: url.path, operation: "lock",
                              detail: "the lock file is not a regular file; delete it and run again")
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if !announced, code == EWOULDBLOCK, let onWait {
                announced = true
                onWait("waiting for another golden update to finish (\(Self.holder(of: url))); "
                       + "giving up after \(Int(timeout.seconds.rounded())) s")
            }
            guard code == EWOULDBLOCK || code == EINTR, clock.now < deadline else {
                let holder = Self.holder(of: url)
                close(descriptor)
                if code == EWOULDBLOCK || code == EINTR {
                    throw .locked(directory: directory.path, holder: holder, waitedSeconds: timeout.seconds)
                }
                throw POSIXFile.error(code, path: url, operation: "lock")
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
        Self.describeHolder(in: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Leaves the holder's pid and command in the lock file, so a waiting run can say who it waits for.
    private static func describeHolder(in descriptor: Int32) {
        let arguments = ProcessInfo.processInfo.arguments.joined(separator: " ")
        let text = "pid \(getpid()): \(arguments)\n"
        ftruncate(descriptor, 0)
        _ = text.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count - 1, 0) }
    }

    private static func holder(of url: URL) -> String {
        let text = (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.map { $0.isEmpty ? "holder unknown" : $0 } ?? "holder unknown"
    }
}
