import Foundation
import HarnessReport

/// Choosing a shard: `--shard I/N` (1-based, like Playwright) or Bazel's `TEST_SHARD_INDEX`
/// (0-based) and `TEST_TOTAL_SHARDS`, and the deterministic, cost-balanced split itself.
extension Shard {
    /// Shard `index` (0-based) of `count`, checked.
    package init(validatingIndex index: Int, count: Int) throws {
        guard count >= 1, (0..<count).contains(index) else {
            throw HarnessError.usage("shard \(index + 1)/\(count) is out of range: use I/N with 1 ≤ I ≤ N")
        }
        self.init(index: index, count: count)
    }

    /// Parses `I/N`, with I counted from 1.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw HarnessError.usage("--shard '\(text)' is not of the form I/N, e.g. 2/4")
        }
        try self.init(validatingIndex: i - 1, count: n)
    }

    /// The shard Bazel asks for, if its sharding variables are set.
    package static func fromBazel(_ environment: [String: String]) throws -> Shard? {
        guard let total = environment["TEST_TOTAL_SHARDS"], let index = environment["TEST_SHARD_INDEX"] else { return nil }
        guard let n = Int(total), let i = Int(index) else {
            throw HarnessError.usage("TEST_TOTAL_SHARDS='\(total)' and TEST_SHARD_INDEX='\(index)' must be whole numbers")
        }
        return try Shard(validatingIndex: i, count: n)
    }

    /// The ids that fall to this shard. Longest-processing-time-first over (cost, id), so every
    /// shard computes the same split and the parts are near equal in cost.
    package func assign(_ items: [(id: String, cost: Double)]) -> [String] {
        let ordered = items.sorted { $0.cost != $1.cost ? $0.cost > $1.cost : $0.id < $1.id }
        var load = [Double](repeating: 0, count: count)
        var mine: [String] = []
        for item in ordered {
            var lightest = 0
            for k in 1..<count where load[k] < load[lightest] { lightest = k }
            load[lightest] += item.cost
            if lightest == index { mine.append(item.id) }
        }
        return mine
    }
}
