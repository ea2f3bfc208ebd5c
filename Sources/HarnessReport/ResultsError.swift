import GoldenKit
/// Why results could not be read, merged or reported, naming the file or scenario and what to do.
package enum ResultsError: Error, Equatable, Sendable, CustomStringConvertible {
    case nothingToMerge
    case mixedModes([RecordMode])
    case scenarioInTwoShards(String)
    case missingShards(count: Int, missing: [Int])
    case unreadable(path: String, detail: String)
    case unwritable(path: String, detail: String)

    package var description: String {
        switch self {
        case .nothingToMerge:
            "No results to merge; pass the results.json of every shard."
        case .mixedModes(let modes):
            "Cannot merge results of different record modes (\(modes.map(\.rawValue).joined(separator: ", "))); "
                + "merge only the shards of one run."
        case .scenarioInTwoShards(let id):
            "Scenario '\(id)' appears in two of the results being merged; merge the shards of one run, each once."
        case let .missingShards(count, missing):
            "The results cover only part of a \(count)-shard run; missing: shard "
                + missing.map { "\($0 + 1)/\(count)" }.joined(separator: ", ")
                + ". Pass every shard's results.json."
        case let .unreadable(path, detail):
            "Cannot read results \(path): \(detail). Pass a results.json written by `harness check`."
        case let .unwritable(path, detail):
            "Cannot write \(path): \(detail). Check that the report folder is writable."
        }
    }
}
