import Foundation
import Testing

/// The strip line (`scripts/tools/strip-objc`) on a file that uses every pattern it rewrites:
/// the output is the checked-in expected file, that file compiles against the package's
/// modules, and docs/your-own-animators.md, which users copy from, runs the same script.
@Suite struct StripObjcReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/StripObjc")

    /// Runs `arguments` and gives its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self), String(decoding: data, as: UTF8.self))
    }

    @Test func eachPatternIsRewrittenAsTheExpectedFileShows() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strip-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Screen.swift")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("input.swift"), to: file)
        let result = try Self.run([Self.root.appendingPathComponent("scripts/tools/strip-objc").path, file.path])
        #expect(result.status == 0, "strip-objc failed: \(result.errors)")
        let stripped = try String(contentsOf: file, encoding: .utf8)
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("expected.swift"), encoding: .utf8)
        #expect(stripped == expected, "strip-objc's output differs from Tests/Fixtures/StripObjc/expected.swift")

        // The cases the old one-line sed got wrong, spelled out.
        #expect(stripped.contains(#"action: Selector("tap", FeedViewController.tap)"#), "a selector in a stored property's closure names its type, not Self")
        #expect(stripped.contains(#"Selector("reload", FeedViewController.Row.reload)"#), "a selector in an extension names the extended type")
        #expect(!stripped.contains("\n#Preview"), "Xcode previews are removed with their braces")
        #expect(stripped.contains(#"let hint = "Type @objc or #selector(tap) here; \(1 + (2 * 3)) \"quoted\" #Preview {""#), "strings are left alone")
        #expect(stripped.contains("// A comment mentioning #selector(tap) and @objc stays as it is."), "comments are left alone")
        #expect(stripped.hasPrefix("import UIKit\nimport UIKit\nimport UIKit\nimport os\n"), "Foundation, UIKit.X and os.log imports")
    }

    /// The stripped file type-checks against the modules this test was built with, as a screen
    /// of the survey (scripts/survey/compile-screens) is checked.
    @Test func theExpectedOutputCompiles() throws {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var arguments = ["swiftc", "-typecheck", "-parse-as-library", "-I", build.appendingPathComponent("Modules").path]
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for map in targets where map.hasPrefix("C") && map.hasSuffix(".build") {
            let path = build.appendingPathComponent(map).appendingPathComponent("module.modulemap").path
            if FileManager.default.fileExists(atPath: path) { arguments += ["-Xcc", "-fmodule-map-file=" + path] }
        }
        let sources = Self.root.appendingPathComponent("Sources")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let include = sources.appendingPathComponent(target).appendingPathComponent("include").path
            if FileManager.default.fileExists(atPath: include) { arguments += ["-Xcc", "-I" + include] }
        }
        arguments += ["-I", sources.appendingPathComponent("CCairo").path, "-I", sources.appendingPathComponent("CTurboJPEG").path]
        let packages = try Self.run(["pkg-config", "--cflags-only-I", "cairo", "cairo-ft", "libturbojpeg"]).output
        arguments += packages.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        arguments.append(Self.fixtures.appendingPathComponent("expected.swift").path)
        let result = try Self.run(arguments)
        #expect(result.status == 0, "Tests/Fixtures/StripObjc/expected.swift does not compile:\n\(result.errors)")
    }

    @Test func theAnimatorPageRunsTheScript() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/your-own-animators.md"), encoding: .utf8)
        #expect(page.contains("\nscripts/tools/strip-objc *.swift\n"), "docs/your-own-animators.md shows the strip line as `scripts/tools/strip-objc *.swift`")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`scripts/tools/strip-objc`") && readme.contains("(docs/your-own-animators.md)"),
                "README.md's \"Bring your own animator\" names the script and links the page that shows it")
    }
}
