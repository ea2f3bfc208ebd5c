import GoldenKit

/// The command line that re-records some scenarios in the context a command ran in: the same
/// program (a package's own harness executable as much as ours) and the same `--goldens`, with
/// one glob per scenario whose variants it covers:
///
///     user-harness update-goldens --filter 'login/*' --filter card-fade --goldens Tests/Goldens
///
/// `results.json` keeps it, so the shards of a run merge into the one command the whole run prints.
package struct RecordCommandLine: Codable, Hashable, Sendable {
    package let program: String
    package let goldens: String?

    package init(program: String, goldens: String?) {
        (self.program, self.goldens) = (program, goldens)
    }

    package func line(for ids: [String]) -> String {
        let words = [program, "update-goldens"] + Self.filters(for: ids).flatMap { ["--filter", $0] }
            + (goldens.map { ["--goldens", $0] } ?? [])
        return words.map(Self.quoted).joined(separator: " ")
    }

    /// One filter per scenario: its id, or `<id>/*` for two or more of its variants. `--mode
    /// failed` writes only what fails, so the glob re-records nothing that passed.
    package static func filters(for ids: [String]) -> [String] {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for id in ids {
            let folder = SafeName.scenarioFolder(of: id)
            if members[folder] == nil { order.append(folder) }
            members[folder, default: []].append(id)
        }
        return order.flatMap { folder -> [String] in
            let ids = members[folder] ?? []
            return ids.count > 1 && ids.allSatisfy({ $0.contains("/") }) ? ["\(folder)/*"] : ids
        }
    }

    /// A word as a POSIX shell reads it back: quoted when it holds a space, a quote, `$` or a glob.
    static func quoted(_ word: String) -> String {
        guard word.contains(where: { " '\"$*?[".contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
