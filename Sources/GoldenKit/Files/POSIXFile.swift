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
    ///
    /// Names that are not valid UTF-8 are left out. The store only ever writes ASCII names, so
    /// such a file is never one of its own; and Foundation would hand back a name repaired with
    /// U+FFFD, which names no file at all, so it could be neither listed truthfully nor deleted.
    static func entries(of folder: URL) throws(GoldenStoreError) -> [String] {
        guard let stream = opendir(folder.path) else {
            if errno == ENOENT { return [] }
            throw error(errno, path: folder, operation: "list")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard let name, name != ".", name != ".." else { continue }
            names.append(name)
        }
        return names.sorted()
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

    /// Deletes one file (or the link itself, never what it points to); a path that is already
    /// gone is fine. The store never deletes a folder with what is in it: it removes its own files
    /// one by one and then the folder with `removeEmptyFolder`, so a file it did not write stops it.
    static func remove(_ url: URL) throws(GoldenStoreError) {
        if unlink(url.path) == 0 || errno == ENOENT { return }
        throw error(errno, path: url, operation: "delete")
    }

    /// Removes `folder` if nothing is left in it; true when it is gone.
    @discardableResult
    static func removeEmptyFolder(_ folder: URL) throws(GoldenStoreError) -> Bool {
        if rmdir(folder.path) == 0 || errno == ENOENT { return true }
        if errno == ENOTEMPTY || errno == EEXIST { return false }
        throw error(errno, path: folder, operation: "delete the folder")
    }

    /// Maps an errno to the store's error, singling out the read-only cases a person can fix.
    static func error(_ code: Int32, path: URL, operation: String) -> GoldenStoreError {
        let detail = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT:
            return .noSpace(path: path.path, operation: operation)
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
