import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a goldens folder holds is data, never an instruction: text read from it reaches the
/// terminal escaped, and files the store did not write are neither deleted nor misread.
@Suite(.serialized) struct HostileStoreTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenario = "catransition-fade"

    /// A scratch folder holding `Goldens/` with one scenario of the repository's goldens.
    final class Scratch {
        let root: URL
        var goldens: URL { root.appendingPathComponent("Goldens") }
        var report: URL { root.appendingPathComponent("report") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-hostile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: HostileStoreTests.packageRoot.appendingPathComponent("Goldens/\(scenario)"),
                                             to: goldens.appendingPathComponent(scenario))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { goldens.appendingPathComponent(path) }

        func run(_ arguments: [String]) throws -> HarnessProcess.Result {
            try HarnessProcess.run(arguments + ["--goldens", goldens.path], in: root)
        }

        /// Rewrites the scenario's manifest through `change`, as a hand edit or a hostile merge would.
        func editManifest(_ change: (inout [String: Any]) -> Void) throws {
            let url = url("\(scenario)/manifest.json")
            var object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            change(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: url)
        }
    }

    @Test func anEscapeSequenceInARecordedEnvironmentReachesTheTerminalEscaped() throws {
        let scratch = try Scratch()
        try scratch.editManifest { manifest in
            var environment = manifest["environment"] as! [String: String]
            environment["cairo"] = "0.1\u{1B}]0;owned\u{07}\u{1B}[2J\nFAKE LINE"
            environment["pixman\u{9B}31m"] = "1"
            manifest["environment"] = environment
        }
        // A golden that no longer matches, so check explains the failure by the environment.
        try FileManager.default.removeItem(at: scratch.url("\(Self.scenario)/f0-0000ms.png"))
        try FileManager.default.copyItem(at: scratch.url("\(Self.scenario)/f5-1500ms.png"),
                                         to: scratch.url("\(Self.scenario)/f0-0000ms.png"))
        let env = try scratch.run(["env"])
        let check = try scratch.run(["check", "--filter", Self.scenario, "--report", scratch.report.path])
        #expect(env.status == 0 && check.status == 1, "\(env.error)\(check.error)")
        for output in [env.output, check.output] {
            #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{07}" }, "\(output.debugDescription)")
            #expect(output.contains(#"\u{1B}[2J\nFAKE LINE"#), "\(output)")
            #expect(!output.contains("\nFAKE LINE"))
        }
        #expect(check.output.contains("likely cause: the goldens were recorded with"))
    }

    @Test func aManifestKeyWithAnEscapeIsNamedEscaped() throws {
        let scratch = try Scratch()
        try scratch.editManifest { manifest in manifest["formatVersion\u{1B}[2J"] = 1; manifest["goldens"] = ["x": ["\u{1B}[2J": 1]] }
        let check = try scratch.run(["check", "--filter", Self.scenario, "--report", scratch.report.path])
        #expect(check.status == 2)
        #expect(!check.error.contains("\u{1B}"), "\(check.error.debugDescription)")
    }

    /// Every file under the goldens folder with its bytes, to prove a command wrote nothing there.
    func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            files[url.path] = try? Data(contentsOf: url)
        }
        return files
    }

    @Test func outputsThatWouldLandInTheGoldensFolderAreRefused() throws {
        let scratch = try Scratch()
        let goldens = scratch.goldens.path
        try FileManager.default.createSymbolicLink(at: scratch.root.appendingPathComponent("linked-report"),
                                                   withDestinationURL: scratch.goldens)
        let attempts: [(arguments: [String], option: String)] = [
            (["check", "--filter", Self.scenario, "--junit", "\(goldens)/\(Self.scenario)/manifest.json"], "--junit"),
            (["check", "--filter", Self.scenario, "--report", goldens], "--report"),
            (["check", "--filter", Self.scenario, "--report", "Goldens/new-folder/../\(Self.scenario)"], "--report"),
            (["check", "--filter", Self.scenario, "--report", "linked-report/review"], "--report"),
            (["render", Self.scenario, "--out", goldens], "--out"),
            (["report", "--merge", "results.json", "--report", goldens], "--report"),
            (["diff", "\(goldens)/\(Self.scenario)/f0-0000ms.png", "\(goldens)/\(Self.scenario)/f1-0250ms.png",
              "--out", "\(goldens)/\(Self.scenario)/f2-0500ms.png"], "--out"),
        ]
        let before = try contents(of: scratch.goldens)
        for attempt in attempts {
            let result = try scratch.run(attempt.arguments)
            #expect(result.status == 2, "\(attempt.arguments): \(result.output)\(result.error)")
            #expect(result.error.contains("\(attempt.option) "), "\(result.error)")
            #expect(result.error.contains("is inside the goldens folder \(goldens)"), "\(result.error)")
        }
        #expect(try contents(of: scratch.goldens) == before)
    }

    @Test func aLinkAmongAReportsFoldersIsRefusedNotWrittenThrough() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.report, withIntermediateDirectories: true)
        let link = scratch.report.appendingPathComponent(Self.scenario)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scratch.url(Self.scenario))
        // A failing frame, so check would write its review images into the report's scenario folder.
        try FileManager.default.removeItem(at: scratch.url("\(Self.scenario)/f0-0000ms.png"))
        try FileManager.default.copyItem(at: scratch.url("\(Self.scenario)/f5-1500ms.png"), to: scratch.url("\(Self.scenario)/f0-0000ms.png"))
        let before = try contents(of: scratch.goldens)
        let result = try scratch.run(["check", "--filter", Self.scenario, "--report", scratch.report.path])
        #expect(result.status == 2)
        #expect(result.error.contains("\(link.path) in the --report folder is a symbolic link"), "\(result.error)")
        #expect(try contents(of: scratch.goldens) == before)
    }

    @Test(arguments: [["list"], ["check"], ["update-goldens"], ["render", "catransition-fade"], ["diff", "a.png", "b.png"],
                      ["report", "--merge", "r.json"], ["verify"], ["env"], ["help"]])
    func everyCommandRefusesAnEmptyGoldensFolder(command: [String]) throws {
        let result = try HarnessProcess.run(command + ["--goldens", ""])
        #expect(result.status == 2, "\(command): \(result.output)")
        #expect(result.error.contains("--goldens is empty"), "\(command): \(result.error)")
    }

    @Test func anUnwritableRenderFolderIsNamedInASentence() throws {
        let scratch = try Scratch()
        let result = try scratch.run(["render", Self.scenario, "--out", "/proc/self/x"])
        #expect(result.status == 2)
        #expect(result.error.contains("cannot create /proc/self/x/\(Self.scenario)"), "\(result.error)")
        #expect(!result.error.contains("Error Domain") && !result.error.contains("NSError"), "\(result.error)")
    }

    @Test(arguments: ["pipe", "folder", "link to a folder"])
    func envNamesAManifestThatIsNotAFile(kind: String) throws {
        let scratch = try Scratch()
        let manifest = scratch.url("\(Self.scenario)/manifest.json")
        try FileManager.default.removeItem(at: manifest)
        switch kind {
        case "pipe": #expect(mkfifo(manifest.path, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: false)
        default: try FileManager.default.createSymbolicLink(at: manifest, withDestinationURL: scratch.root)
        }
        let env = try scratch.run(["env"])
        #expect(env.status == 2, "\(env.output)")
        #expect(env.error.contains(manifest.path), "\(env.error)")
        #expect(!env.output.contains("0 folders"))
    }

    @Test func verifyReportsALinkedScenarioFolderThatNoUpdateCanWrite() throws {
        let scratch = try Scratch()
        let elsewhere = scratch.root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: scratch.url(Self.scenario), to: elsewhere)
        try FileManager.default.createSymbolicLink(at: scratch.url(Self.scenario), withDestinationURL: elsewhere)
        let verify = try scratch.run(["verify"])
        #expect(verify.status == 1)
        #expect(verify.output.contains("MISMATCH \(Self.scenario): Refusing to write through"), "\(verify.output)")
        #expect(try scratch.run(["update-goldens", "--filter", Self.scenario]).status == 2)
    }
}
