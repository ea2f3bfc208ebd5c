import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the store needs where Foundation hides `fsync` or the errno that explains a failure.
package enum POSIXFile {
    /// Creates `directory` and its missing parents.
    package static func makeDirectory(_ directory: URL) throws(GoldenStoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .fileSystem(path: directory.path, operation: "create the folder",
                                  detail: "a file with that name is in the way; move it aside")
            }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path { try makeDirectory(parent) }
        if mkdir(directory.path, 0o777) != 0 && errno != EEXIST {
            throw error(errno, path: directory, operation: "create the folder")
        }
    }

    /// What a path is, without following a symbolic link at its end.
    enum Kind: Equatable { case missing, file, directory, symbolicLink, other }

    static func kind(of url: URL) -> Kind {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Creates `folder` inside an existing parent, refusing a symbolic link or a file in its place:
    /// a scenario folder that links elsewhere would let an update write, or a prune delete, outside `Goldens/`.
    static func makeFolderInside(_ folder: URL) throws(GoldenStoreError) {
        switch kind(of: folder) {
        case .directory: return
        case .symbolicLink: throw .symbolicLink(path: folder.path)
        case .file, .other:
            throw .fileSystem(path: folder.path, operation: "create the folder",
                              detail: "something that is not a folder is in the way; move it aside")
        case .missing:
            if mkdir(folder.path, 0o777) != 0 && errno != EEXIST {
                throw error(errno, path: folder, operation: "create the folder")
            }
            if kind(of: folder) != .directory { throw .symbolicLink(path: folder.path) }
        }
    }

    /// The names in a folder, sorted; a folder that does not exist has none.
    static func entries(of folder: URL) throws(GoldenStoreError) -> [String] {
        guard kind(of: folder) != .missing else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .fileSystem(path: folder.path, operation: "list", detail: error.localizedDescription)
        }
    }

    /// Writes all of `data` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ data: Data, to descriptor: Int32, path: URL) throws(GoldenStoreError) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw error(failure, path: path, operation: "write") }
    }

    /// Flushes a directory entry so a rename inside it survives a power cut.
    static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // best effort: the rename itself already happened atomically
        fsync(descriptor)
        close(descriptor)
    }

    /// Deletes a file, or a folder with everything in it; a path that is already gone is fine.
    static func remove(_ url: URL) throws(GoldenStoreError) {
        if unlink(url.path) == 0 || errno == ENOENT { return }
        guard errno == EISDIR else { throw error(errno, path: url, operation: "delete") }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            let parent = url.deletingLastPathComponent()
            if access(parent.path, W_OK) != 0 { throw POSIXFile.error(errno, path: parent, operation: "delete in") }
            throw .fileSystem(path: url.path, operation: "delete", detail: error.localizedDescription)
        }
    }

    /// Maps an errno to the store's error, singling out the read-only cases a person can fix.
    static func error(_ code: Int32, path: URL, operation: String) -> GoldenStoreError {
        let detail = String(cString: strerror(code))
        switch code {
        case EACCES, EPERM, EROFS:
            var directory = path
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
                directory = path.deletingLastPathComponent()
            }
            return .readOnly(directory: directory.path, detail: "\(operation) \(path.lastPathComponent): \(detail)")
        default:
            return .fileSystem(path: path.path, operation: operation, detail: detail)
        }
    }
}
