/// A word a command takes by position, such as `SCENARIO` or `A.png`.
public struct PositionalDeclaration: Sendable {
    public let name: String
    public let help: String
    /// The last positional may take any number of words.
    public let repeats: Bool
    /// An optional positional may be left out; only trailing ones may be optional.
    public let isOptional: Bool

    public init(_ name: String, repeats: Bool = false, optional: Bool = false, help: String) {
        (self.name, self.repeats, self.isOptional, self.help) = (name, repeats, optional, help)
    }

    var synopsis: String {
        let word = repeats ? "\(name)…" : name
        return isOptional ? "[\(word)]" : word
    }
}
