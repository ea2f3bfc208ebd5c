import Foundation

/// `Goldens/.gitignore`, written by the first update when the folder has none, so the update
/// lock and the temporary files of an interrupted update are never committed with the goldens.
enum GoldenIgnoreFile {
    static let fileName = ".gitignore"

    static let contents = """
        # Written by `harness update-goldens`: the update lock and interrupted writes are not goldens.
        \(UpdateLock.fileName)
        .*.tmp

        """

    /// Leaves an existing `.gitignore` alone: it is the user's to edit.
    static func ensure(in directory: URL, using writer: AtomicFileWriter) throws {
        let url = directory.appendingPathComponent(fileName)
        switch POSIXFile.kind(of: url) {
        case .missing: try writer.write(Data(contents.utf8), to: url)
        case .symbolicLink: throw GoldenStoreError.symbolicLink(path: url.path)
        case .file, .directory, .other: return
        }
    }
}
