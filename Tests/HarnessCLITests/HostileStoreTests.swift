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
}
