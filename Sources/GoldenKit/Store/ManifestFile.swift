import Foundation
import PNGCodec

/// Reads and writes manifests with sorted keys, two-space indentation and a final newline,
/// so the same manifest always has the same bytes and diffs in review stay small.
enum ManifestFile {
    static let fileName = "manifest.json"
    /// No manifest of a few hundred goldens comes near this; a bigger file is not a manifest.
    static let maximumBytes = 16 << 20

    /// An absent manifest reads as empty: the first recording creates it.
    static func read<Manifest: Decodable>(_ type: Manifest.Type, at url: URL,
                                          empty: Manifest) throws(GoldenStoreError) -> Manifest {
        guard let data = try contents(of: url) else { return empty }
        return try decode(Manifest.self, from: data, path: url.path)
    }

    /// Decodes a manifest's bytes; `path` names the file in the error. A key given twice in one
    /// object is refused (JSON parsers keep one of the two silently, so a merge gone wrong would
    /// pass unseen), and so is a format this version does not know.
    static func decode<Manifest: Decodable>(_ type: Manifest.Type, from data: Data,
                                            path: String) throws(GoldenStoreError) -> Manifest {
        // The store writes UTF-8 with no byte-order mark; Foundation would also take a BOM or
        // UTF-16, and then a manifest edited by hand would pass once and be rewritten otherwise.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw .unreadableManifest(path: path, detail: "it starts with a byte-order mark; manifests are UTF-8 JSON without one")
        }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.contains(0) {
            throw .unreadableManifest(path: path, detail: "it is not UTF-8 text (UTF-16, or NUL bytes); manifests are UTF-8 JSON")
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw .unreadableManifest(path: path, detail: describe(error))
        }
        if let duplicate = JSONDuplicateKeys.first(in: data) {
            throw .unreadableManifest(path: path, detail: "the key \(duplicate.debugDescription) appears twice in one object")
        }
        if let version = (manifest as? ScenarioManifest)?.formatVersion, version < 1 {
            throw .unreadableManifest(path: path, detail: "format \(version) is no format TransitionHarness writes (formats count from 1)")
        }
        if let version = (manifest as? ScenarioManifest)?.formatVersion, version > ScenarioManifest.currentFormat {
            throw .unreadableManifest(path: path, detail: "it is format \(version), written by a newer TransitionHarness "
                                      + "(this one reads up to format \(ScenarioManifest.currentFormat)); upgrade the package")
        }
        return manifest
    }

    /// The file's bytes, nil when there is none; a folder, pipe or device in its place is an error.
    private static func contents(of url: URL) throws(GoldenStoreError) -> Data? {
        do {
            return try FileContents.read(url, limit: maximumBytes)
        } catch where error == .missing {
            return nil
        } catch {
            throw .unreadableManifest(path: url.path, detail: error.description)
        }
    }

    static func encode<Manifest: Encodable>(_ manifest: Manifest, for url: URL) throws(GoldenStoreError) -> Data {
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

    /// Writes only when the bytes differ, so an update that changed nothing leaves the file untouched;
    /// an empty manifest deletes the file instead of writing `{}`.
    static func write(_ manifest: ScenarioManifest, to url: URL, using writer: AtomicFileWriter) throws {
        let existing = try? contents(of: url)
        if manifest.isEmpty {
            if existing != nil { try POSIXFile.remove(url) }
            return
        }
        let data = try encode(manifest, for: url)
        if existing == data { return }
        try writer.write(data, to: url)
    }

    /// JSONDecoder's errors name the coding path; say it in words a person can find in the file.
    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "invalid JSON (\(context.debugDescription.terminalSafe))"
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type (\(context.debugDescription.terminalSafe))"
        default:
            return String(describing: error).terminalSafe
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map(\.stringValue.terminalSafe).joined(separator: ".")
    }
}
