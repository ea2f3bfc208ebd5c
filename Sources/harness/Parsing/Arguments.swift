import Foundation

/// The words after a subcommand, consumed option by option; whatever is left at the end is an
/// error, so a misspelt flag is reported instead of ignored.
///
///     var args = Arguments(["--filter", "door-*", "--json"])
///     args.value("--filter")   // "door-*"
///     args.flag("--json")      // true
struct Arguments {
    private var words: [String]

    init(_ words: [String]) { self.words = words }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE; the last one wins.
    mutating func value(_ name: String) throws -> String? {
        try values(name).last
    }

    /// Removes every `--name VALUE` and returns the values in order.
    mutating func values(_ name: String) throws -> [String] {
        var found: [String] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == name {
                guard i + 1 < words.count else { throw UsageError("\(name) needs a value") }
                found.append(words[i + 1])
                words.removeSubrange(i...(i + 1))
            } else if word.hasPrefix(name + "=") {
                found.append(String(word.dropFirst(name.count + 1)))
                words.remove(at: i)
            } else {
                i += 1
            }
        }
        return found
    }

    /// Removes `--name` and says whether it was there.
    mutating func flag(_ name: String) -> Bool {
        let before = words.count
        words.removeAll { $0 == name }
        return words.count != before
    }

    /// Removes and returns the words that are not options, in order.
    mutating func positionals() throws -> [String] {
        if let option = words.first(where: { $0.hasPrefix("--") }) {
            throw UsageError("unknown option \(option)")
        }
        defer { words = [] }
        return words
    }

    /// Fails on anything not consumed.
    func finish() throws {
        if let first = words.first { throw UsageError("unexpected argument '\(first)'") }
    }
}

/// A mistake in the command line; the CLI prints it with the usage and exits 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
