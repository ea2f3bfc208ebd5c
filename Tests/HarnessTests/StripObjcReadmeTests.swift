import Foundation
import Testing

/// The README's strip line is what a user copies; `scripts/tools/strip-objc` is what CI runs on the
/// animator fixtures. If the two drifted apart, CI would pass a line the README does not show.
@Suite struct StripObjcReadmeTests {
    @Test func theReadmeQuotesTheLineTheScriptRuns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let script = try String(contentsOf: root.appendingPathComponent("scripts/tools/strip-objc"), encoding: .utf8)
        let quoted = try #require(Self.expressions(in: readme, endingWith: " *.swift"), "README.md quotes no strip line")
        let run = try #require(Self.expressions(in: script, endingWith: #" "$@""#), "scripts/tools/strip-objc runs no strip line")
        #expect(quoted == run, "the strip line differs between README.md and scripts/tools/strip-objc; make them the same")
    }

    /// The sed expressions of the first `sed -i -E '…' <files>` line whose files are `files`.
    static func expressions(in text: String, endingWith files: String) -> String? {
        let command = "sed -i -E "
        return text.split(separator: "\n")
            .first { $0.hasPrefix(command) && $0.hasSuffix(files) }
            .map { String($0.dropFirst(command.count).dropLast(files.count)) }
    }
}
