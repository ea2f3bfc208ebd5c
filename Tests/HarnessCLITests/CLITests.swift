import Foundation
import GoldenKit
import HarnessReport
import HarnessTesting
import PNGCodec
import Pixels
import Scenarios
import Testing

/// The `harness` binary end to end: the commands, their files and their exit codes.
@Suite(.serialized) struct CLITests {
    let scenario = "modal-spring-present"

    /// A scratch folder holding a copy of the scenario's committed goldens and their manifest.
    func scratchGoldens() throws -> (root: URL, goldens: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-cli-\(UUID().uuidString)")
        let goldens = root.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: GoldenLocations.catalog.appendingPathComponent(scenario),
                                         to: goldens.appendingPathComponent(scenario))
        return (root, goldens)
    }

    @Test func listShowsEveryScenarioWithDurationAndFrames() throws {
        let result = try HarnessProcess.run(["list"])
        #expect(result.status == 0)
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix(scenario + " ") })
        #expect(line.contains("1.00 s"))
        #expect(line.contains("6 frames"))
    }

    @Test func aUsersOwnExecutableIsNamedAsItWasRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("myapp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("myapp-harness")
        try FileManager.default.copyItem(at: HarnessProcess.executable, to: program)
        let help = try HarnessProcess.run(["--help"], executable: program)
        #expect(help.output.hasPrefix("usage: myapp-harness <command> [options]"), "\(help.output)")
        #expect(!help.output.contains("usage: harness"))
        let check = try HarnessProcess.run(["check", "--help"], executable: program)
        #expect(check.output.hasPrefix("usage: myapp-harness check "))
        let mistake = try HarnessProcess.run(["check", "--bogus"], executable: program)
        #expect(mistake.status == 2 && mistake.error.contains("`myapp-harness check --help` lists its options"))
    }

    @Test func theReportGoesUnderBuildAndLeadsWithTheReRecordCommand() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = goldens.appendingPathComponent(scenario).appendingPathComponent("f2-0500ms.png")
        var altered = try PNG.read(golden)
        for y in 300..<340 { for x in 100..<200 { altered[x, y] = RGBA(r: 255, g: 0, b: 255, a: 255) } }
        try PNG.write(altered, to: golden)
        let check = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", "Goldens"], in: root)
        #expect(check.status == 1)
        let index = root.appendingPathComponent(".build/harness-report/index.html")
        #expect(check.output.contains("report: \(index.path)"))
        let html = try String(contentsOf: index, encoding: .utf8)
        let command = "harness update-goldens --filter \(scenario) --goldens Goldens"
        #expect(html.contains(#"<div class="next-step">"#) && html.contains("<code>\(command)</code>"))
        let diff = root.appendingPathComponent(".build/harness-report/\(scenario)/f2-0500ms.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path))

        let update = try HarnessProcess.run(["update-goldens", "--filter", scenario, "--goldens", "Goldens"], in: root)
        #expect(update.status == 0)
        let again = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", "Goldens"], in: root)
        #expect(again.status == 0)
        #expect(!FileManager.default.fileExists(atPath: diff.path), "the next run replaced the failure's images")
    }

    @Test func goldensRecordedWithAnotherCairoSaySoBeforeAnyReRecord() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let manifestURL = goldens.appendingPathComponent("\(scenario)/manifest.json")
        var manifest = try JSONDecoder().decode(ScenarioManifest.self, from: Data(contentsOf: manifestURL))
        let cairo = try #require(manifest.environment["cairo"])
        manifest.environment["cairo"] = "1.14.0"
        try JSONEncoder().encode(manifest).write(to: manifestURL)
        let env = try HarnessProcess.run(["env", "--goldens", goldens.path])
        #expect(env.status == 0)
        #expect(env.output.contains("  cairo     \(cairo)"))
        #expect(env.output.contains("1 folder recorded with cairo 1.14.0; this run has cairo \(cairo) (\(scenario))"), "\(env.output)")

        let golden = goldens.appendingPathComponent("\(scenario)/f2-0500ms.png")
        var altered = try PNG.read(golden)
        altered[10, 10] = RGBA(r: 1, g: 2, b: 3, a: 255)
        try PNG.write(altered, to: golden)
        let check = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", goldens.path,
                                            "--report", root.appendingPathComponent("report").path])
        let lines = check.output.split(separator: "\n").map(String.init)
        let fail = try #require(lines.firstIndex { $0.hasPrefix("FAIL") })
        #expect(lines[fail + 1] == "        likely cause: the goldens were recorded with cairo 1.14.0; this run has cairo \(cairo). "
                + "See README, \"Rendering environments\", before re-recording")
        let advice = try #require(lines.firstIndex { $0.contains("1 failing scenario was recorded in another rendering environment") })
        let record = try #require(lines.firstIndex { $0.hasPrefix("to record missing goldens, or re-record") })
        #expect(advice < record, "the cause comes before the re-record command")
    }

    @Test func checkPassesOnTheCommittedGoldens() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", goldens.path,
                                             "--report", root.appendingPathComponent("report").path], in: root)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("1 passed, 0 failed"))
        #expect(!result.output.contains("\u{1B}"), "colour or progress escapes in piped output")
    }

    @Test func anAlteredGoldenFailsWithDiffFilesAndUpdateRestoresItByteForByte() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = goldens.appendingPathComponent(scenario).appendingPathComponent("f2-0500ms.png")
        let original = try Data(contentsOf: golden)
        var altered = try PNG.decode(original, source: golden.path)
        for y in 300..<340 { for x in 100..<200 { altered[x, y] = RGBA(r: 255, g: 0, b: 255, a: 255) } }
        try PNG.write(altered, to: golden)

        let report = root.appendingPathComponent("report")
        let junit = root.appendingPathComponent("junit.xml")
        let check = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", goldens.path,
                                            "--report", report.path, "--junit", junit.path], in: root)
        #expect(check.status == 1, "\(check.output)\(check.error)")
        #expect(check.output.contains("FAIL"))
        #expect(check.output.contains("f2-0500ms"))
        #expect(check.output.contains("`harness update-goldens --filter \(scenario) --goldens \(goldens.path)`"),
                "the advice must re-record the same goldens folder")
        for role in ["expected", "actual", "diff", "strip"] {
            let file = report.appendingPathComponent(scenario).appendingPathComponent("f2-0500ms.\(role).png")
            #expect(FileManager.default.fileExists(atPath: file.path), "missing \(file.path)")
        }
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: junit.path))

        let update = try HarnessProcess.run(["update-goldens", "--filter", scenario, "--goldens", goldens.path], in: root)
        #expect(update.status == 0, "\(update.output)\(update.error)")
        #expect(update.output.contains("1 written"))
        let restored = try Data(contentsOf: golden)
        #expect(try PNG.decode(restored, source: golden.path) == PNG.decode(original, source: golden.path))

        // Byte for byte what a first recording writes: no timestamps or other drift.
        let fresh = root.appendingPathComponent("Fresh")
        let record = try HarnessProcess.run(["update-goldens", "--filter", scenario, "--goldens", fresh.path], in: root)
        #expect(record.status == 0, "\(record.output)\(record.error)")
        #expect(try Data(contentsOf: fresh.appendingPathComponent(scenario).appendingPathComponent("f2-0500ms.png")) == restored)

        let again = try HarnessProcess.run(["update-goldens", "--filter", scenario, "--goldens", goldens.path], in: root)
        #expect(again.output.contains("0 written"))
    }

    @Test func aMissingGoldenFailsWithTheHintToRecordIt() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: goldens.appendingPathComponent(scenario).appendingPathComponent("f0-0000ms.png"))
        let result = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", goldens.path,
                                             "--report", root.appendingPathComponent("report").path], in: root)
        #expect(result.status == 1)
        #expect(result.output.contains("update-goldens"))
    }

    @Test(arguments: [
        ["frobnicate"],
        ["check", "--shard", "3/2"],
        ["check", "--filter", "../etc"],
        ["check", "--bogus"],
        ["render"],
        ["render", "no-such-scenario"],
        ["update-goldens", "--mode", "sometimes"],
        ["diff", "only-one.png"],
    ])
    func usageMistakesExitTwoWithAMessage(arguments: [String]) throws {
        let result = try HarnessProcess.run(arguments)
        #expect(result.status == 2)
        #expect(!result.error.isEmpty)
    }

    @Test func diffPrintsTheJSONKeysAndExitsOneOnDifferences() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var a = Bitmap(width: 8, height: 8, fill: .white)
        let (pa, pb) = (root.appendingPathComponent("a.png"), root.appendingPathComponent("b.png"))
        try PNG.write(a, to: pa)
        a[3, 3] = .black
        try PNG.write(a, to: pb)

        let same = try HarnessProcess.run(["diff", pa.path, pa.path, "--json"])
        #expect(same.status == 0)
        let differs = try HarnessProcess.run(["diff", pa.path, pb.path, "--json", "--out", root.appendingPathComponent("d.png").path])
        #expect(differs.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(differs.output.utf8)) as? [String: Any])
        #expect(json["differentPixels"] as? Int == 1)
        #expect(json["totalPixels"] as? Int == 64)
        for key in ["width", "height", "antialiasedPixels", "maxChannelDelta", "identical"] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("d.png").path))
    }

    @Test func aBrokenGoldenNamesTheFileAndWhatToDo() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = goldens.appendingPathComponent(scenario).appendingPathComponent("f1-0250ms.png")
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8).write(to: golden)
        let result = try HarnessProcess.run(["check", "--filter", scenario, "--goldens", goldens.path,
                                             "--report", root.appendingPathComponent("report").path], in: root)
        #expect(result.status == 1)
        #expect(result.output.contains("git lfs pull"))
        #expect(result.output.contains("f1-0250ms.png"))
    }

    @Test func mergedShardReportsEqualAnUnshardedOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func check(_ extra: [String], report: String) throws -> RunResults {
            let result = try HarnessProcess.run(["check", "--report", root.appendingPathComponent(report).path] + extra,
                                                environment: ["HARNESS_GOLDENS": GoldenLocations.catalog.path])
            #expect(result.status == 0, "\(result.output)\(result.error)")
            return try RunResults.read(from: root.appendingPathComponent(report).appendingPathComponent("results.json"))
        }
        func comparable(_ results: RunResults) -> [ScenarioOutcome] {
            results.scenarios.map { var s = $0; s.seconds = 0; return s }
        }
        let whole = try check([], report: "whole")
        _ = try check(["--shard", "1/2"], report: "one")
        _ = try check(["--shard", "2/2"], report: "two")
        let merge = try HarnessProcess.run(["report", "--merge", root.appendingPathComponent("one/results.json").path,
                                            root.appendingPathComponent("two/results.json").path,
                                            "--report", root.appendingPathComponent("merged").path])
        #expect(merge.status == 0, "\(merge.output)\(merge.error)")
        let merged = try RunResults.read(from: root.appendingPathComponent("merged/results.json"))
        #expect(comparable(merged) == comparable(whole))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("merged/index.html").path))
    }

    @Test func mergedShardsPrintTheOneReRecordCommandAnUnshardedRunPrints() throws {
        let (root, goldens) = try scratchGoldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = goldens.appendingPathComponent(scenario).appendingPathComponent("f2-0500ms.png")
        var altered = try PNG.decode(Data(contentsOf: golden), source: golden.path)
        for y in 300..<340 { for x in 100..<200 { altered[x, y] = RGBA(r: 255, g: 0, b: 255, a: 255) } }
        try PNG.write(altered, to: golden)
        // One scenario fails, one has no goldens: each shard has one of them.
        let selection = ["--filter", scenario, "--filter", "catransition-fade", "--goldens", goldens.path]
        func check(_ extra: [String], report: String) throws -> (output: String, results: RunResults) {
            let result = try HarnessProcess.run(["check", "--report", root.appendingPathComponent(report).path] + selection + extra, in: root)
            #expect(result.status == 1, "\(result.output)\(result.error)")
            return (result.output, try RunResults.read(from: root.appendingPathComponent(report).appendingPathComponent("results.json")))
        }
        let whole = try check([], report: "whole")
        let shards = try [check(["--shard", "1/2"], report: "one"), check(["--shard", "2/2"], report: "two")]
        #expect(shards.allSatisfy { $0.results.scenarios.count == 1 })
        let merge = try HarnessProcess.run(["report", "--merge", root.appendingPathComponent("one/results.json").path,
                                            root.appendingPathComponent("two/results.json").path,
                                            "--report", root.appendingPathComponent("merged").path], in: root)
        #expect(merge.status == 1, "\(merge.output)\(merge.error)")
        let merged = try RunResults.read(from: root.appendingPathComponent("merged/results.json"))
        let command = "harness update-goldens --filter catransition-fade --filter \(scenario) --goldens \(goldens.path)"
        #expect(whole.results.recordCommand == command)
        #expect(merged.recordCommand == command)
        #expect(whole.output.contains("`\(command)`"))
        #expect(merge.output.contains("`\(command)`"))
    }

    @Test func underBazelTestCheckTakesItsShardOutputsAndXMLFromTheEnvironment() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-bazel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let status = root.appendingPathComponent("shard-status")
        var seen: [String] = []
        for index in 0..<2 {
            let outputs = root.appendingPathComponent("shard_\(index + 1)_of_2/test.outputs")
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            let xml = root.appendingPathComponent("shard_\(index + 1)_of_2/test.xml")
            let result = try HarnessProcess.run(["check"], in: root, environment: [
                "HARNESS_GOLDENS": GoldenLocations.catalog.path, "TEST_TOTAL_SHARDS": "2",
                "TEST_SHARD_INDEX": String(index), "TEST_SHARD_STATUS_FILE": status.path,
                "TEST_UNDECLARED_OUTPUTS_DIR": outputs.path, "XML_OUTPUT_FILE": xml.path,
            ])
            #expect(result.status == 0, "\(result.output)\(result.error)")
            let ran = result.output.split(separator: "\n").filter { $0.hasPrefix("PASS") }.map { String($0.split(separator: " ")[1]) }
            let results = try RunResults.read(from: outputs.appendingPathComponent("harness-report/results.json"))
            #expect(results.scenarios.map(\.id) == ran.sorted())
            #expect(try String(contentsOf: xml, encoding: .utf8).contains(try #require(ran.first)))
            seen += ran
        }
        #expect(FileManager.default.fileExists(atPath: status.path))
        #expect(seen.sorted() == Catalog.all.map(\.id).sorted())
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path), "a report outside Bazel's outputs")
    }
}
