extension RunResults {
    /// Combines the results of the shards of one run into the results an unsharded run would have given.
    ///
    ///     let whole = try RunResults.merge([shard1, shard2])   // scenarios sorted by id, shard nil
    package static func merge(_ parts: [RunResults]) throws(ResultsError) -> RunResults {
        guard let first = parts.first else { throw .nothingToMerge }
        let modes = Set(parts.map(\.mode))
        guard modes.count == 1 else { throw .mixedModes(modes.sorted { $0.rawValue < $1.rawValue }) }
        try checkShardsComplete(parts.compactMap(\.shard))
        var seen = Set<String>()
        for id in parts.flatMap({ $0.scenarios.map(\.id) }) where !seen.insert(id).inserted {
            throw .scenarioInTwoShards(id)
        }
        var merged = RunResults(mode: first.mode, shard: nil, environment: mergedEnvironment(parts.map(\.environment)),
                                scenarios: parts.flatMap(\.scenarios))
        // Shards run by one program on one goldens folder re-record as one run; otherwise each
        // failing scenario keeps its own command.
        let commandLines = Set(parts.map(\.recordCommandLine))
        if commandLines.count == 1, let commandLine = first.recordCommandLine { merged.reRecord(with: commandLine) }
        return merged
    }

    /// Shards of one `--shard I/N` run must all be there, or the merged report would hide the missing ones.
    private static func checkShardsComplete(_ shards: [Shard]) throws(ResultsError) {
        guard let count = shards.first?.count else { return }
        let present = Set(shards.filter { $0.count == count }.map(\.index))
        let missing = (0..<count).filter { !present.contains($0) }
        if !missing.isEmpty { throw .missingShards(count: count, missing: missing) }
    }

    /// Machines that disagree on a version keep both values, so the report shows the mismatch.
    private static func mergedEnvironment(_ environments: [[String: String]]) -> [String: String] {
        let keys = Set(environments.flatMap(\.keys))
        return Dictionary(uniqueKeysWithValues: keys.map { key in
            (key, Set(environments.compactMap { $0[key] }).sorted().joined(separator: " | "))
        })
    }
}
