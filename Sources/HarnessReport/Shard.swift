/// Which part of a sharded run produced some results: shard `index` (from 0) of `count`.
package struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) { (self.index, self.count) = (index, count) }

    /// As the CLI writes it, `--shard 2/4`, counting from 1.
    package var description: String { "\(index + 1)/\(count)" }
}
