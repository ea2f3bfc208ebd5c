import HarnessCore
import HarnessReport
import Scenarios
import Testing

/// `--shard I/N` and Bazel's sharding variables split the catalog without gaps or overlap.
@Suite struct ShardTests {
    /// Scenarios of varied cost, more than any catalog shard count, so balance is visible.
    let items: [(id: String, cost: Double)] = (0..<40).map { ("s\($0)", Double(1 + ($0 * 7) % 13)) }

    @Test(arguments: 1...6)
    func theShardsCoverEverythingOnce(total: Int) throws {
        let parts = try (1...total).map { try Shard(validatingIndex: $0 - 1, count: total).assign(items) }
        let all = parts.flatMap { $0 }
        #expect(all.count == items.count)
        #expect(Set(all) == Set(items.map(\.id)))
    }

    @Test func theSplitIsDeterministicAndBalancedByCost() throws {
        let costs = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.cost) })
        let parts = try (1...4).map { try Shard(validatingIndex: $0 - 1, count: 4).assign(items) }
        #expect(try (1...4).map { try Shard(validatingIndex: $0 - 1, count: 4).assign(items.reversed()) } == parts)
        let loads = parts.map { $0.reduce(0) { $0 + costs[$1]! } }
        #expect(loads.max()! - loads.min()! <= 13, "loads \(loads)")
    }

    @Test func theCatalogSplitsIntoItsShards() throws {
        let ids = try (1...3).flatMap { try ScenarioSelection(shard: Shard(validatingIndex: $0 - 1, count: 3)).apply(to: Catalog.all).map(\.id) }
        #expect(ids.sorted() == Catalog.all.map(\.id).sorted())
    }

    @Test func bazelVariablesAreZeroBased() throws {
        let shard = try Shard.fromBazel(["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"])
        #expect(shard == Shard(index: 0, count: 4))
        #expect(try Shard.fromBazel([:]) == nil)
        #expect(throws: HarnessError.self) { try Shard.fromBazel(["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"]) }
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "2", "1/2/3"])
    func malformedShardsAreRejected(text: String) {
        #expect(throws: HarnessError.self) { try Shard(parsing: text) }
    }
}
