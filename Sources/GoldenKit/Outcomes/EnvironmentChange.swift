/// How the rendering environment that recorded a scenario's goldens differs from the one running
/// now: library versions, and font files by name and SHA-256 (never by path, so goldens recorded
/// with the same fonts installed elsewhere compare equal).
///
///     EnvironmentChange(recorded: ["cairo": "1.16.0"], running: ["cairo": "1.18.4"])?.description
///     // "recorded with cairo 1.16.0; this run has cairo 1.18.4"
///
/// A name only the running environment has says nothing (older manifests recorded fewer), except
/// an environment variable (`env NAME`), which is recorded only when set: one set now and not
/// when the goldens were recorded is a difference.
package struct EnvironmentChange: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The entries that differ, as recorded, and as they are now (nil: not there).
    package var recorded: [String: String]
    package var running: [String: String?]

    /// Nil when every recorded entry is the same now.
    package init?(recorded: [String: String], running: [String: String]) {
        var changed = recorded.filter { running[$0.key] != $0.value }
        for (name, _) in running where Self.isVariable(name) && recorded[name] == nil { changed[name] = "missing" }
        guard !changed.isEmpty, !running.isEmpty else { return nil }
        self.recorded = changed
        self.running = Dictionary(uniqueKeysWithValues: changed.keys.map { ($0, running[$0]) })
    }

    /// Libraries first, then fonts, each by name.
    private var names: [String] {
        recorded.keys.sorted { Self.isFont($0) == Self.isFont($1) ? $0 < $1 : !Self.isFont($0) }
    }

    package var description: String {
        let before = names.map { Self.describe($0, recorded[$0]) }
        let now = names.map { Self.describe($0, running[$0] ?? nil) }
        return "recorded with \(Self.list(before)); this run has \(Self.list(now))"
    }

    /// The README section that says what to do, which a message names before any re-record.
    package static let readmeSection = "README, \"Rendering environments\""

    /// The line a failure leads with: the difference, and where to read before re-recording.
    package var advice: String {
        "likely cause: the goldens were \(description). See \(Self.readmeSection), before re-recording"
    }

    static func isFont(_ name: String) -> Bool { name.hasPrefix("font ") }

    static func isVariable(_ name: String) -> Bool { name.hasPrefix("env ") }

    /// `cairo 1.16.0`, `Inter-Regular.otf (sha256 a7e791e8)`, `no Inter-Regular.otf`,
    /// `PIXMAN_DISABLE=sse2`, `no PIXMAN_DISABLE`; escaped, since the recorded half was read from
    /// a manifest.
    static func describe(_ name: String, _ value: String?) -> String {
        let shown = (isFont(name) || isVariable(name) ? String(name.dropFirst(isFont(name) ? 5 : 4)) : name).terminalSafe
        guard let value = value?.terminalSafe, value != "missing" else { return "no \(shown)" }
        if isVariable(name) { return "\(shown)=\(value)" }
        if isFont(name) { return "\(shown) (\(value.replacingOccurrences(of: "sha256:", with: "sha256 ").prefix(15)))" }
        return "\(shown) \(value)"
    }

    /// "a", "a and b", "a, b and 3 more".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return "nothing"
        case 1: return items[0]
        case 2...3: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        default: return items.prefix(2).joined(separator: ", ") + " and \(items.count - 2) more"
        }
    }
}
