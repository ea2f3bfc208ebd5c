import Foundation

/// Runs the built `harness` binary, as a user's shell would, and captures what it prints.
struct HarnessProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The `harness` built next to this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("harness")
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    executable: URL = HarnessProcess.executable) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["HARNESS_GOLDENS"] = nil
        env["NO_COLOR"] = "1"
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                      error: String(decoding: errData, as: UTF8.self))
    }
}
