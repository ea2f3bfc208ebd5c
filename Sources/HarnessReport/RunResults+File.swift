import Foundation

extension RunResults {
    /// The name of the results file in a report folder.
    public static let fileName = "results.json"

    /// Stable JSON: sorted keys, two-space indentation, a final newline.
    public func encoded() throws(ResultsError) -> Data {
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

    /// Reads a `results.json` written by a check run.
    public static func read(from url: URL) throws(ResultsError) -> RunResults {
        do {
            return try JSONDecoder().decode(RunResults.self, from: Data(contentsOf: url))
        } catch {
            throw .unreadable(path: url.path, detail: String(describing: error))
        }
    }
}
