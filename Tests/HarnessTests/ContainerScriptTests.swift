import Foundation
import Testing

/// `scripts/harness` on a Mac: the harness runs in the Linux container of `Dockerfile`, on the
/// checkout, with the arguments as given. A stand-in `docker` records what it is asked to do.
@Suite struct ContainerScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `scripts/harness` in container mode with `bin` first on PATH; its exit status and stderr.
    func runScript(_ arguments: [String], bin: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("scripts/harness")
        process.arguments = arguments
        process.environment = ["HARNESS_CONTAINER": "1", "PATH": bin.path + ":/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("container-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theHarnessRunsInTheContainerOnTheCheckoutWithItsArguments() throws {
        let bin = try scratch()
        defer { try? FileManager.default.removeItem(at: bin) }
        let log = bin.appendingPathComponent("calls.log")
        let docker = bin.appendingPathComponent("docker")
        try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\n[ \"$1\" = image ] && exit 1\nexit 0\n".write(to: docker, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: docker.path)

        let run = try runScript(["update-goldens", "--filter", "login-*"], bin: bin)
        #expect(run.status == 0)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(calls.count == 3, "inspect, build (the image was missing), run: \(calls)")
        #expect(calls[1].hasPrefix("build -t transition-harness:") && calls[1].hasSuffix(Self.root.path))
        #expect(calls[2].contains("-v \(Self.root.path):/package"), "the checkout is mounted")
        #expect(calls[2].contains("-v transition-harness-build:/package/.build"), "the Linux build stays out of the checkout")
        #expect(calls[2].hasSuffix("update-goldens --filter login-*"))
    }

    @Test func withoutDockerOrPodmanItSaysWhatToDo() throws {
        let bin = try scratch()
        defer { try? FileManager.default.removeItem(at: bin) }
        let run = try runScript(["check"], bin: bin)
        #expect(run.status == 2)
        #expect(run.errors.contains("neither docker nor podman is on PATH"))
        #expect(run.errors.contains("Working on a Mac"))
    }
}
