import Foundation
import Testing

/// The README is a front door: short, a team's quick start near the top, and every link from it
/// and from the pages under docs/ leading somewhere that exists. The code it quotes from the
/// user-package fixture (which CI builds, scripts/ci/check-user-package) is that fixture's code.
@Suite struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every Markdown page directly under docs/, relative to the root.
    static func documents() throws -> [String] {
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + pages
    }

    /// The lines of `text` outside fenced code blocks, with inline code spans blanked out.
    static func prose(_ text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            lines.append(String(line).replacing(/`[^`]*`/) { _ in "``" })
        }
        return lines
    }

    /// GitHub's anchor for a heading: lower-cased, punctuation other than `-` and `_` dropped,
    /// spaces turned into hyphens.
    static func anchor(_ heading: String) -> String {
        let lowered = heading.lowercased()
        let kept = lowered.unicodeScalars.filter { scalar in
            scalar == " " || scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of a Markdown file's headings, outside code blocks.
    static func anchors(in text: String) -> Set<String> {
        var result: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, let match = line.wholeMatch(of: /#{1,6} +(.+?) *#*/) else { continue }
            result.insert(anchor(String(match.output.1)))
        }
        return result
    }

    @Test func everyRelativeLinkLeadsToAFileAndHeadingThatExist() throws {
        var broken: [String] = []
        var checked = 0
        for document in try Self.documents() {
            let text = try Self.read(document)
            let folder = URL(fileURLWithPath: document).deletingLastPathComponent().relativePath
            for line in Self.prose(text) {
                for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                    let target = String(match.output.1)
                    if target.contains("://") || target.hasPrefix("mailto:") { continue }
                    checked += 1
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let path = String(parts[0]), fragment = parts.count > 1 ? String(parts[1]) : nil
                    let resolved = path.isEmpty ? document
                        : URL(fileURLWithPath: folder == "." ? path : folder + "/" + path).standardized.relativePath
                    let file = Self.root.appendingPathComponent(resolved)
                    guard FileManager.default.fileExists(atPath: file.path) else {
                        broken.append("\(document): \(target) (no file \(resolved))"); continue
                    }
                    if let fragment, resolved.hasSuffix(".md") {
                        let headings = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
                        if !headings.contains(fragment) { broken.append("\(document): \(target) (no heading #\(fragment) in \(resolved))") }
                    }
                }
            }
        }
        #expect(checked > 30, "the walk found the links")
        #expect(broken.isEmpty, "links that lead nowhere:\n\(broken.joined(separator: "\n"))")
    }

    @Test func theReadmeIsShortAndShowsTheQuickStartFirst() throws {
        let lines = try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 400, "README.md has \(lines.count) lines; at most 400, the rest belongs under docs/")
        #expect(Array(lines.prefix(6)) == [
            "# TransitionHarness",
            "",
            "```sh",
            "scripts/harness check   # bootstrap, build, and check every scenario against Goldens/",
            "scripts/test            # bootstrap, then swift test",
            "```",
        ], "README.md opens with the two commands")
        let opening = lines.prefix(150).joined(separator: "\n")
        for shown in [".package(url:", "expectGoldenImage", "update-goldens", "git add Goldens", "CI=1 swift test"] {
            #expect(opening.contains(shown), "README.md's first 150 lines show the quick start's `\(shown)`")
        }
    }

    /// The lines of a snippet that carry code: comments, blank lines and indentation left out.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// The Swift blocks of `text` that quote `path`: those whose first line is `// <path>`, and for
    /// Package.swift those that begin with its tools-version line.
    static func blocks(quoting path: String, in text: String) -> [String] {
        text.matches(of: /```swift\n((?s).*?)\n```/).map { String($0.output.1) }.filter { block in
            let first = block.prefix { $0 != "\n" }
            if path == "Package.swift", first.hasPrefix("// swift-tools-version") { return true }
            return first == "// \(path)" || first.hasPrefix("// \(path) ") || first.hasPrefix("// \(path):")
        }
    }

    @Test(arguments: ["README.md", "docs/your-own-package.md"])
    func theQuickStartQuotesTheUserPackageFixture(document: String) throws {
        let text = try Self.read(document)
        let fixture = "Tests/Fixtures/UserPackage/"
        let quoted = ["Package.swift", "Sources/UserScenarios/UserScenarios.swift", "Sources/user-harness/main.swift",
                      "Tests/UserTransitionTests/CardFadeTests.swift"]
        for path in quoted {
            let blocks = Self.blocks(quoting: path, in: text)
            #expect(!blocks.isEmpty, "\(document) quotes \(fixture)\(path)")
            let source = try Self.read(fixture + path)
                .replacingOccurrences(of: "file:///path/to/TransitionHarness", with: "https://example.com/TransitionHarness.git")
            let lines = Self.code(source)
            for block in blocks {
                let snippet = Self.code(block)
                let found = snippet.isEmpty ? false : (0...max(0, lines.count - snippet.count)).contains { start in
                    start + snippet.count <= lines.count && Array(lines[start..<start + snippet.count]) == snippet
                }
                #expect(found, "\(document)'s snippet of \(path) is not the code of \(fixture)\(path):\n\(block)")
                if path == "Package.swift" {
                    #expect(snippet == lines, "\(document) quotes the whole of \(fixture)Package.swift")
                }
            }
        }
    }
}
