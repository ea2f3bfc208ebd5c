import Foundation

/// Reads and writes `manifest.json` with sorted keys, two-space indentation and a final newline,
/// so the same manifest always has the same bytes and diffs in review stay small.
enum ManifestFile {
    static let fileName = "manifest.json"

    /// An absent manifest reads as empty: the first recording creates it.
    static func read(_ url: URL) throws(GoldenStoreError) -> GoldenManifest {
        guard FileManager.default.fileExists(atPath: url.path) else { return GoldenManifest() }
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch {
            throw .unreadableManifest(path: url.path, detail: String(describing: error))
        }
    }

    static func encode(_ manifest: GoldenManifest, for url: URL) throws(GoldenStoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(manifest)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw .fileSystem(path: url.path, operation: "encode", detail: String(describing: error))
        }
    }

    /// Writes only when the bytes differ, so an update that changed nothing leaves the file untouched
    /// (and an empty manifest is not created at all).
    static func write(_ manifest: GoldenManifest, to url: URL, using writer: AtomicFileWriter) throws {
        let existing = try? Data(contentsOf: url)
        if existing == nil && manifest == GoldenManifest() { return }
        let data = try encode(manifest, for: url)
        if existing == data { return }
        try writer.write(data, to: url)
    }
}
