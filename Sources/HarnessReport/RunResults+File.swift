import Foundation
import PNGCodec

extension RunResults {
    /// The name of the results file in a report folder.
    package static let fileName = "results.json"

    /// Stable JSON: sorted keys, two-space indentation, a final newline.
    package func encoded() throws(ResultsError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(self)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw .unwritable(path: Self.fileName, detail: String(describing: error))
        }
    }

    /// No run's results come near this; a bigger file is not a results file.
    static let maximumBytes = 512 << 20

    /// Reads a `results.json` written by a check run; a folder, a device or a pipe in its place,
    /// or a file too big to be one, is refused before it is read.
    package static func read(from url: URL) throws(ResultsError) -> RunResults {
        let data: Data
        do {
            data = try FileContents.read(url, limit: maximumBytes)
        } catch {
            throw .unreadable(path: url.path, detail: error.description)
        }
        do {
            return try JSONDecoder().decode(RunResults.self, from: data)
        } catch {
            throw .unreadable(path: url.path, detail: "it is not the results.json of a check run (\(error.localizedDescription))")
        }
    }
}
