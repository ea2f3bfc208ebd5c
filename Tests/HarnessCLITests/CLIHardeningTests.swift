import Foundation
import GoldenKit
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A user's mistakes and a killed update end in a clear message or a correct result, never a
/// crash, and never a manifest that disagrees with its goldens.
@Suite(.serialized) struct CLIHardeningTests {
    let scenarios = ["modal-spring-present", "door-push"]

    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    func pngCount(in goldens: URL) -> Int {
        scenarios.reduce(0) { count, id in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent(id).path)) ?? []
            return count + names.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.count
        }
    }

    /// Starts an update and SIGKILLs it once `written` goldens exist (or when it ends by itself).
    func killUpdate(of goldens: URL, afterGoldens written: Int, in root: URL) throws {
        let process = Process()
        process.executableURL = HarnessProcess.executable
        process.arguments = ["update-goldens", "--goldens", goldens.path, "--mode", "all"] + scenarios.flatMap { ["--filter", $0] }
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning && pngCount(in: goldens) < written { usleep(2_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func aKilledUpdateLeavesGoldensThatTheNextUpdateMakesVerify() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let clean = root.appendingPathComponent("Clean")
        let filters = scenarios.flatMap { ["--filter", $0] }
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", clean.path] + filters, in: root).status == 0)
        let total = pngCount(in: clean)
        for point in [1, 2, 4, 6, 7, 9, total] {
            let goldens = root.appendingPathComponent("Killed-\(point)")
            try killUpdate(of: goldens, afterGoldens: point, in: root)
            let next = try HarnessProcess.run(["update-goldens", "--goldens", goldens.path] + filters, in: root)
            #expect(next.status == 0, "after a kill at \(point): \(next.output)\(next.error)")
            let verify = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
            #expect(verify.status == 0, "after a kill at \(point): \(verify.output)")
            for id in scenarios {
                let folder = goldens.appendingPathComponent(id)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                #expect(names == (try FileManager.default.contentsOfDirectory(atPath: clean.appendingPathComponent(id).path).sorted()),
                        "stray files after a kill at \(point)")
                for name in names {
                    #expect(try Data(contentsOf: folder.appendingPathComponent(name))
                            == Data(contentsOf: clean.appendingPathComponent(id).appendingPathComponent(name)), "\(id)/\(name)")
                }
            }
        }
    }

    @Test func verifyReportsAWrongHashAndCheckVerifyFailsOnIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", scenarios[0]], in: root).status == 0)
        let manifest = goldens.appendingPathComponent(scenarios[0]).appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        // The first record is f0's; the environment's font hashes come before it but are not records.
        let record = try #require(text.range(of: #""sha256" : "[0-9a-f]{64}""#, options: .regularExpression))
        try text.replacingCharacters(in: record, with: "\"sha256\" : \"\(String(repeating: "0", count: 64))\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let verify = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
        #expect(verify.status == 1)
        #expect(verify.output.contains("MISMATCH \(scenarios[0])/f0-0000ms.png"))
        let check = try HarnessProcess.run(["check", "--goldens", goldens.path, "--filter", scenarios[0], "--verify",
                                            "--report", root.appendingPathComponent("report").path], in: root)
        #expect(check.status == 1 && check.output.contains("1 passed") && check.output.contains("MISMATCH"))
        try Data("{".utf8).write(to: manifest)
        let broken = try HarnessProcess.run(["verify", "--goldens", goldens.path], in: root)
        #expect(broken.status == 1 && broken.output.contains("invalid JSON"))
    }

    @Test(arguments: [
        (["check", "--shard", "2/2", "--filter", "door-push"], "--shard 2/2 selects no scenario among those matching --filter door-push"),
        (["render", "door-push", "--time", "86401"], "--time '86401' must be a number from 0 to 86400 seconds"),
        (["verify", "--goldens", "/nonexistent-goldens"], "no goldens folder at /nonexistent-goldens"),
    ])
    func misuseExitsTwoWithAClearMessage(arguments: [String], message: String) throws {
        let result = try HarnessProcess.run(arguments)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func aPathThatIsNotUTF8IsRefusedInsteadOfMangled() throws {
        // Process takes Strings, so the shell writes the Latin-1 é (the single byte 0xE9).
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"exec "$0" diff "$(printf 'caf\351.png')" b.png"#, HarnessProcess.executable.path]
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2)
        #expect(message.contains("argument 2 is not valid UTF-8"), "\(message)")
    }

    @Test func goldensThatIsAFileIsNotAFolderOfMissingGoldens() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Goldens")
        try Data("not a folder".utf8).write(to: file)
        let result = try HarnessProcess.run(["check", "--goldens", file.path, "--filter", "door-push"], in: root)
        #expect(result.status == 2)
        #expect(result.error.contains("is a file, not a folder"))
    }

    @Test func aPipeInAGoldensPlaceFailsThatFrameWithoutBlocking() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens")
        #expect(try HarnessProcess.run(["update-goldens", "--goldens", goldens.path, "--filter", "door-push"], in: root).status == 0)
        let golden = goldens.appendingPathComponent("door-push/f0-0000ms.png")
        try FileManager.default.removeItem(at: golden)
        #expect(mkfifo(golden.path, 0o644) == 0)
        let result = try HarnessProcess.run(["check", "--goldens", goldens.path, "--filter", "door-push",
                                             "--report", root.appendingPathComponent("report").path], in: root)
        #expect(result.status == 1)
        #expect(result.output.contains("this is a named pipe (FIFO), not a PNG file"))
    }
}
