import Foundation
import GoldenKit
import HarnessCLI
import HarnessCore
import Scenarios
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Nothing the user owns is ever deleted, a mistake ends in exit 2 with a message that names it,
/// and an interrupted update leaves goldens that verify.
@Suite(.serialized) struct DataSafetyTests {
    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// Every file under `root` with its bytes, to prove a command changed nothing.
    func snapshot(of root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// A small package checkout: sources, a repository, docs and a real goldens folder.
    func checkout() throws -> URL {
        let root = try scratch()
        let files = ["Package.swift": "// swift-tools-version:6.0\n", "Sources/App/App.swift": "let x = 1\n",
                     ".git/HEAD": "ref: refs/heads/main\n", "docs/README.md": "# docs\n", "scripts/run": "#!/bin/sh\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root).status == 0)
        return root
    }

    @Test func pruneRefusesACheckoutAnEmptyVariableAndDotAndDeletesNothing() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try snapshot(of: root)
        let attempts: [(arguments: [String], environment: [String: String], message: String)] = [
            (["--goldens", root.path], [:], "it holds Package.swift"),
            ([], ["HARNESS_GOLDENS": ""], "HARNESS_GOLDENS is empty"),
            (["--goldens", "."], [:], "it holds Package.swift"),
            (["--goldens", ""], [:], "--goldens is empty"),
            (["--goldens", root.deletingLastPathComponent().path], [:], "holds a package or repository"),
        ]
        for attempt in attempts {
            let result = try HarnessProcess.run(["update-goldens", "--prune", "--filter", "catransition-cameraIris"] + attempt.arguments,
                                                in: root, environment: attempt.environment)
            #expect(result.status == 2, "\(attempt.arguments) \(attempt.environment): \(result.output)")
            #expect(result.error.contains(attempt.message), "\(result.error)")
            #expect(!result.output.contains("pruned"))
        }
        #expect(try snapshot(of: root) == before)
    }

    @Test func pruneDeletesOnlyTheStoresFilesAndLeavesOtherFolders() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        // A folder of notes, a renamed scenario holding a file of the user's, and a name that is not UTF-8.
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: goldens.appendingPathComponent("notes/README.md"))
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("catransition-fade"),
                                         to: goldens.appendingPathComponent("old-fade"))
        try Data("mine".utf8).write(to: goldens.appendingPathComponent("old-fade/review.txt"))
        // "café.png" with the é in Latin-1, a byte that is not UTF-8.
        let latin1 = Array(goldens.path.utf8) + Array("/catransition-fade/caf".utf8) + [0xE9] + Array(".png".utf8) + [0]
        let descriptor = latin1.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)

        let dryRun = try HarnessProcess.run(["update-goldens", "--prune", "--dry-run", "--goldens", goldens.path,
                                             "--filter", "catransition-fade"], in: root)
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.output.contains("would prune old-fade/"))
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("old-fade/manifest.json").path))

        let prune = try HarnessProcess.run(["update-goldens", "--prune", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root)
        #expect(prune.status == 0, "\(prune.error)")
        #expect(prune.output.contains("pruned old-fade/"))
        #expect(!prune.output.contains("notes") && !prune.output.contains("caf"))
        let left = try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent("old-fade").path)
        #expect(left == ["review.txt"])
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("notes/README.md").path))
        // The second run finds nothing left to prune: the file with the Latin-1 name is not the store's.
        let again = try HarnessProcess.run(["update-goldens", "--prune", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root)
        #expect(again.output.contains("0 pruned"), "\(again.output)")
        #expect(try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root).status == 0)
    }

    @Test(arguments: [
        (["door-push", "door-push"], "have the same id"),
        (["Door-Push", "door-push"], "name the same golden folder"),
        (["caf\u{E9}", "cafe\u{301}"], "caf"),
        (["manifest.json"], "the name of a file the store writes"),
        (["door-push/motion.txt"], "the name of a file the store writes"),
        (["door-push/f0-0000ms.png"], "the name of a file the store writes"),
    ])
    func aCatalogWithCollidingOrReservedIdsIsAUsageError(ids: [String], message: String) throws {
        let catalog = ids.enumerated().map { index, id in
            Scenario(id: id, source: "test", summary: "scenario \(index)", duration: 0, sampleTimes: [0]) { stage in
                stage.startTransition {}
            }
        }
        for command in [["list"], ["check", "--goldens", "/nonexistent-goldens"], ["update-goldens", "--goldens", "/nonexistent-goldens"]] {
            #expect(HarnessCommandLine(catalog: catalog).run(command) == 2)
        }
        let error = #expect(throws: HarnessError.self) { try CatalogValidation.check(catalog) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        if ids.count == 2 {
            // Both scenarios are named, each with where it is declared.
            #expect(error?.description.contains("DataSafetyTests.swift") == true)
            #expect(error?.description.contains("scenario 0") == false)
        }
    }

    @Test func theSameIdAssertedFromTwoDeclarationsIsRefusedInTests() throws {
        let registry = ScenarioRegistry()
        let goldens = URL(fileURLWithPath: "/tmp/goldens")
        try registry.register(id: "card", declaration: "A.swift:1", goldens: goldens)
        try registry.register(id: "card", declaration: "A.swift:1", goldens: goldens)
        try registry.register(id: "card", declaration: "B.swift:9", goldens: URL(fileURLWithPath: "/tmp/other"))
        let error = #expect(throws: HarnessError.self) { try registry.register(id: "Card", declaration: "B.swift:9", goldens: goldens) }
        #expect(error?.description.contains("A.swift:1") == true && error?.description.contains("B.swift:9") == true)
    }

    /// Starts an update of several scenarios into an empty folder and sends `signal` once the
    /// first golden is on disk.
    func interruptUpdate(with signal: Int32, in root: URL) throws -> (status: Int32, output: String, goldens: URL) {
        let goldens = root.appendingPathComponent("Goldens-\(signal)")
        let process = Process()
        process.executableURL = HarnessProcess.executable
        process.arguments = ["update-goldens", "--goldens", goldens.path, "--filter", "catransition-*", "--jobs", "1"]
        process.currentDirectoryURL = root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        func pngs() -> Int {
            (FileManager.default.enumerator(atPath: goldens.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.count
        }
        while process.isRunning && pngs() == 0 { usleep(2_000) }
        kill(process.processIdentifier, signal)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output, goldens)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalFinishesTheGoldenInFlightAndVerifies(signal: Int32) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let (status, output, goldens) = try interruptUpdate(with: signal, in: root)
        #expect(status == 128 + signal, "\(output)")
        #expect(output.contains("stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")"), "\(output)")
        let leftovers = (FileManager.default.enumerator(atPath: goldens.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        let verify = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
        #expect(verify.status == 0, "\(verify.output)")
        // What the summary says was written is what is on disk.
        let written = output.components(separatedBy: "\n").last { $0.contains("written and recorded") }
        let count = (FileManager.default.enumerator(atPath: goldens.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.count
        #expect(written?.hasPrefix("\(count) written") == true, "\(written ?? output) vs \(count) on disk")
    }

    @Test func aBrokenManifestFailsCheckWithExitTwoNamingIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root).status == 0)
        let manifest = goldens.appendingPathComponent("catransition-fade/manifest.json")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let cases = [
            ("{ not json", "invalid JSON"),
            (original.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"formatVersion\" : 999"), "format 999"),
            (original.replacingOccurrences(of: "\"formatVersion\" : 3,", with: "\"formatVersion\" : 3, \"formatVersion\" : 3,"),
             "appears twice"),
        ]
        for (text, message) in cases {
            try Data(text.utf8).write(to: manifest)
            let check = try HarnessProcess.run(["check", "--goldens", goldens.path, "--filter", "catransition-fade",
                                                "--report", root.appendingPathComponent("report").path], in: root)
            #expect(check.status == 2, "\(message): \(check.output)")
            #expect(check.output.contains("catransition-fade/manifest.json") && check.output.contains(message), "\(check.output)")
            let verify = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
            #expect(verify.status == 1 && verify.output.contains(message), "\(verify.output)")
        }
    }

    @Test func aCorruptMotionGoldenFailsVerifyNamingIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root).status == 0)
        let motion = goldens.appendingPathComponent("catransition-fade/motion.txt")
        try Data((try String(contentsOf: motion, encoding: .utf8)).replacingOccurrences(of: "1", with: "2").utf8).write(to: motion)
        let verify = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
        #expect(verify.status == 1)
        #expect(verify.output.contains("MISMATCH catransition-fade/motion.txt"), "\(verify.output)")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root).status == 0)
        #expect(try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root).status == 0)
    }

    @Test func aReportThatCannotBeWrittenNeverFailsAPassingScenario() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"], in: root).status == 0)
        // A folder where the report's page would go: the page cannot be written. (A passing
        // scenario writes no review images, so none of those can fail.)
        let report = root.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("index.html"), withIntermediateDirectories: true)
        let check = try HarnessProcess.run(["check", "--goldens", goldens.path, "--filter", "catransition-fade",
                                            "--report", report.path], in: root)
        #expect(check.status == 2, "\(check.output)\(check.error)")
        #expect(check.output.contains("PASS") && check.output.contains("1 passed, 0 failed"), "\(check.output)")
        #expect(check.error.contains("the results above stand"), "\(check.error)")
    }

    @Test(arguments: [
        (["check", "--filter", "catransition-fade", "--junit", "JUNITDIR"], "--junit JUNITDIR is a folder"),
        (["report", "--merge", "/dev/zero", "--report", "merged"], "this is a character device, not a file"),
        (["render", "catransition-fade", "--time", "0x10"], "--time '0x10' must be a number"),
        (["update-goldens", "--dry-run"], "--dry-run goes with --prune"),
    ])
    func smallerMistakesExitTwoWithAClearMessage(arguments: [String], message: String) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("JUNITDIR"), withIntermediateDirectories: true)
        let result = try HarnessProcess.run(arguments + (arguments[0] == "report" ? [] : ["--goldens", root.appendingPathComponent("Goldens").path]),
                                            in: root)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func anUpdateWaitingForTheLockSaysSo() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let lock = open(goldens.appendingPathComponent(".harness.lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(flock(lock, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = HarnessProcess.executable
        process.arguments = ["update-goldens", "--goldens", goldens.path, "--filter", "catransition-fade"]
        process.currentDirectoryURL = root
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
        flock(lock, LOCK_UN)
        close(lock)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(message.contains("waiting for another golden update to finish"), "\(message)")
    }
}
