import Foundation
import GoldenKit
import HarnessReport
import Scenarios

#if canImport(Glibc)
import Glibc
#endif

/// Which scenarios a run covers: `--filter` globs (any may match) and one shard of N.
package struct ScenarioSelection: Sendable {
    package var filters: [String] = []
    package var shard: Shard?

    package init(filters: [String] = [], shard: Shard? = nil) {
        self.filters = filters
        self.shard = shard
    }

    /// The selected scenarios in catalog order.
    package func apply(to scenarios: [Scenario]) throws -> [Scenario] {
        for filter in filters { try ScenarioSelection.validate(filter: filter) }
        let matching = filters.isEmpty ? scenarios : scenarios.filter { scenario in
            filters.contains { fnmatch($0, scenario.id, 0) == 0 }
        }
        if !filters.isEmpty && matching.isEmpty {
            throw HarnessError.usage("no scenario matches --filter \(filters.joined(separator: ", ")); `harness list` shows the ids")
        }
        guard let shard else { return matching }
        let mine = Set(shard.assign(matching.map { ($0.id, $0.cost) }))
        return matching.filter { mine.contains($0.id) }
    }

    /// A filter is a glob over ids: it may not name paths.
    static func validate(filter: String) throws {
        do {
            try SafeName.checkFilter(filter)
        } catch {
            throw HarnessError.usage("\(error)")
        }
    }
}

extension ScenarioSelection {
    /// The scenario of `catalog` with `id`, or an error that says where to find the ids.
    package static func scenario(named id: String, in catalog: [Scenario]) throws -> Scenario {
        try validate(filter: id)
        guard let scenario = catalog.first(where: { $0.id == id }) else {
            throw HarnessError.usage("unknown scenario '\(id)'; `harness list` shows the ids")
        }
        return scenario
    }
}
