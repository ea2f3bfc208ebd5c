/// Which part of a sharded run produced some results: shard `index` (from 0) of `count`.
public struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) { (self.index, self.count) = (index, count) }

    /// As the CLI writes it, `--shard 2/4`, counting from 1.
    public var description: String { "\(index + 1)/\(count)" }
}
