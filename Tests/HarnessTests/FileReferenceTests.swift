import Foundation
import Testing

/// Comments and docs that send a reader to a file name one that exists, so a rename cannot leave
/// a pointer to nowhere behind it.
@Suite struct FileReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names used as examples of a user's files, never as pointers into this repository.
    static let exampleNames: Set<String> = ["File.swift", "LoginTests.swift", "SpringPopTests.swift"]

    /// Every regular file under `folder`, skipping build output, fixtures' own packages and goldens.
    func files(under folder: String) -> [URL] {
        let base = Self.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { url in
            !url.path.contains("/.build/") && !url.path.contains("/Goldens/")
                && (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// The `.swift` names a text mentions: in a Swift file only its comments, in a document all of it.
    func referencedNames(in text: String, swift: Bool) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let searched = swift ? lines.compactMap(comment(in:)) : lines.map(String.init)
        let pattern = /[A-Za-z0-9_+]+\.swift\b/
        return searched.flatMap { line in line.matches(of: pattern).map { String(line[$0.range]) } }
    }

    /// The comment a line of Swift ends in: after the first `//` outside a string literal.
    func comment(in line: Substring) -> String? {
        var quotes = 0, index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\"" { quotes += 1 }
            if quotes % 2 == 0, line[index...].hasPrefix("//") { return String(line[index...]) }
            index = line.index(after: index)
        }
        return nil
    }

    @Test func everyFileACommentOrADocumentNamesExists() throws {
        let tree = ["Sources", "Tests", "scripts", "docs"].flatMap { files(under: $0) }
        let existing = Set(tree.map(\.lastPathComponent)).union(["Package.swift"])
        var missing: [String] = []
        let readers = tree.filter { ["swift", "md"].contains($0.pathExtension) && !$0.path.contains("/Fixtures/") }
            + [Self.root.appendingPathComponent("README.md")]
        for file in readers {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in referencedNames(in: text, swift: file.pathExtension == "swift")
            where !existing.contains(name) && !Self.exampleNames.contains(name) {
                missing.append("\(file.path.dropFirst(Self.root.path.count + 1)): \(name)")
            }
        }
        #expect(readers.count > 500, "the walk found the sources")
        #expect(missing.isEmpty, "files named but not in the repository:\n\(missing.joined(separator: "\n"))")
    }

    /// `SuiteTests` and `SuiteTests.testName` in the documents, as docs/SYSTEM-DEFAULTS.md names the
    /// test that pins each default: each names a suite (or a test target) and a test that exist.
    @Test func everyTestADocumentNamesExists() throws {
        let tests = try files(under: "Tests").filter { $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/") }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let targets = Set(try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests").path))
        let documents = files(under: "docs").filter { $0.pathExtension == "md" } + [Self.root.appendingPathComponent("README.md")]
        var missing: [String] = []
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in text.matches(of: /`([A-Za-z]+Tests)(?:\.([A-Za-z]+))?`/) {
                let suite = String(match.output.1), test = match.output.2.map(String.init)
                let suiteExists = targets.contains(suite) || tests.contains("struct \(suite) ") || tests.contains("struct \(suite):")
                let testExists = test.map { tests.contains("func \($0)(") } ?? true
                if !suiteExists || !testExists { missing.append("\(document.lastPathComponent): \(match.output.0)") }
            }
        }
        #expect(missing.isEmpty, "tests named in the documents but not in Tests/:\n\(missing.joined(separator: "\n"))")
    }
}
