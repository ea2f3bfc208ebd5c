import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `Goldens/.harness.lock`, held for as long as this value lives.
///
/// `flock` belongs to the open file, so the kernel frees it when the holder exits or crashes:
/// there is never a stale lock to clean up. The file is opened with `O_NOFOLLOW` and must be a
/// regular file: a lock file committed as a symbolic link would otherwise have its target
/// truncated and overwritten with the holder's pid. `GoldenIgnoreFile` keeps it (and temporary
/// files) out of version control.
///
/// The lock keeps other processes out, not other updates of this one: parallel tests of one
/// `swift test` record different scenarios, each into its own manifest, so a second holder in a
/// process shares the kernel's lock instead of queueing on itself. Cleanups that must not race
/// a write in progress run through `whileAlone`.
final class UpdateLock: Sendable {
    static let fileName = ".harness.lock"

    /// The lock files this process holds, by device and inode, with how many holders share each.
    private static let held = Mutex<[FileIdentity: (descriptor: Int32, holders: Int)]>([:])

    private struct FileIdentity: Hashable {
        let device: UInt64, inode: UInt64
    }

    private let identity: FileIdentity

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
        let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var announced = false
        while true {
            let (taken, code) = Self.held.withLock { held -> (Bool, Int32) in
                if held[identity] != nil {
                    held[identity]!.holders += 1
                    return (true, 0)
                }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return (false, errno) }
                held[identity] = (descriptor, 1)
                Self.describeHolder(in: descriptor)
                return (true, 0)
            }
            if taken { break }
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
        // A holder that joined this process's lock keeps the first holder's descriptor.
        if Self.held.withLock({ $0[identity]?.descriptor != descriptor }) { close(descriptor) }
        self.identity = identity
    }

    /// Runs `body` when no other holder in this process shares the lock, and returns whether it
    /// ran; no one can join until it returns, so it may remove what only a running update writes.
    @discardableResult
    func whileAlone(_ body: () throws -> Void) rethrows -> Bool {
        try Self.held.withLock { held in
            guard held[identity]?.holders == 1 else { return false }
            try body()
            return true
        }
    }

    deinit {
        Self.held.withLock { held in
            guard let entry = held[identity] else { return }
            if entry.holders > 1 {
                held[identity]!.holders -= 1
                return
            }
            held[identity] = nil
            flock(entry.descriptor, LOCK_UN)
            close(entry.descriptor)
        }
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
