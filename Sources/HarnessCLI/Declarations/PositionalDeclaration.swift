/// A word a command takes by position, such as `SCENARIO` or `A.png`.
package struct PositionalDeclaration: Sendable {
    package let name: String
    package let help: String
    /// The last positional may take any number of words.
    package let repeats: Bool
    /// An optional positional may be left out; only trailing ones may be optional.
    package let isOptional: Bool

    package init(_ name: String, repeats: Bool = false, optional: Bool = false, help: String) {
        (self.name, self.repeats, self.isOptional, self.help) = (name, repeats, optional, help)
    }

    var synopsis: String {
        let word = repeats ? "\(name)…" : name
        return isOptional ? "[\(word)]" : word
    }
}
