import Foundation
import Testing

/// The public surface of every library product, checked in as `docs/public-api/<Module>.txt`:
/// what an app or a test can call, it will, so the surface changes only on purpose. The lists
/// are read from the built modules by `swift-symbolgraph-extract`, one declaration a line.
///
/// After an intended change: `HARNESS_RECORD_API=1 swift test --filter PublicAPITests`, then
/// review the diff of `docs/public-api/` like any other change.
@Suite struct PublicAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let listFolder = root.appendingPathComponent("docs/public-api")

    /// The library products' modules, as Package.swift declares them.
    static let modules = ["CoreGraphics", "QuartzCore", "UIKit", "CoreText", "CairoRenderer", "Pixels", "ImageComparison",
                          "PNGCodec", "GoldenKit", "MotionTrace", "Scenarios", "HarnessCore",
                          "HarnessCLI", "HarnessTesting",
                          // The stand-in frameworks (docs/STAND-INS.md).
                          "AVFoundation", "AVKit", "CoreData", "CoreLocation", "CoreMedia", "EventKit", "LocalAuthentication",
                          "MapKit", "MediaPlayer", "MessageUI", "os", "Photos", "PhotosUI", "SafariServices", "StoreKit",
                          "SystemConfiguration", "UniformTypeIdentifiers", "UserNotifications", "WebKit"]

    #if arch(arm64)
    static let triple = "aarch64-unknown-linux-gnu"
    #else
    static let triple = "x86_64-unknown-linux-gnu"
    #endif

    /// The build folder the running tests were linked in: its `Modules/` holds the interfaces.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Fragment: Decodable { let spelling: String }
            let pathComponents: [String]
            let accessLevel: String
            let declarationFragments: [Fragment]?
        }
        let symbols: [Symbol]
    }

    /// Runs `command` and gives its standard output, or nil when it fails.
    static func output(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The C modules' maps and headers the Swift modules import, as the build found them.
    static let clangArguments: [String] = {
        let build = buildFolder
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let maps = targets.filter { $0.hasPrefix("C") && $0.hasSuffix(".build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        let sources = root.appendingPathComponent("Sources")
        let headers = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
            .filter { FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/include").path) }
            .flatMap { ["-Xcc", "-I" + sources.appendingPathComponent("\($0)/include").path] }
        let system = ["CCairo", "CTurboJPEG"].flatMap { ["-I", sources.appendingPathComponent($0).path] }
        let packages = (output(of: ["pkg-config", "--cflags-only-I", "cairo", "cairo-ft", "libturbojpeg"]) ?? "")
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .flatMap { ["-Xcc", $0] }
        return maps + headers + system + packages
    }()

    /// `module`'s public declarations, one a line, sorted: its own and those it adds to other
    /// modules' types (`@Foundation String.…`).
    static func publicDeclarations(of module: String) throws -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("public-api-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let command = ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                       "-I", buildFolder.appendingPathComponent("Modules").path, "-minimum-access-level", "public",
                       "-skip-synthesized-members", "-output-dir", scratch.path] + clangArguments
        guard output(of: command) != nil else { throw ExtractionFailed(module: module) }
        var lines: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() {
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: scratch.appendingPathComponent(file)))
            let extended = file.split(separator: "@").dropFirst().first.map { "@" + $0.replacingOccurrences(of: ".symbols.json", with: "") + " " } ?? ""
            for symbol in graph.symbols {
                let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                lines.append("\(extended)\(symbol.pathComponents.joined(separator: ".")): \(symbol.accessLevel) \(declaration)")
            }
        }
        return lines.sorted()
    }

    struct ExtractionFailed: Error, CustomStringConvertible {
        let module: String
        var description: String { "swift-symbolgraph-extract could not read \(module); is the toolchain's usr/bin on PATH?" }
    }

    @Test(arguments: modules)
    func thePublicSurfaceIsTheCheckedInList(_ module: String) throws {
        let actual = try Self.publicDeclarations(of: module)
        #expect(!actual.isEmpty || module == "CoreText", "\(module) has public declarations")
        let list = Self.listFolder.appendingPathComponent("\(module).txt")
        let text = actual.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["HARNESS_RECORD_API"] == "1" {
            try FileManager.default.createDirectory(at: Self.listFolder, withIntermediateDirectories: true)
            try text.write(to: list, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: list, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        let added = Set(actual).subtracting(expected).sorted(), removed = Set(expected).subtracting(actual).sorted()
        #expect(added.isEmpty && removed.isEmpty, """
            \(module)'s public surface changed (docs/public-api/\(module).txt).
            Added:\n\(added.map { "  + " + $0 }.joined(separator: "\n"))
            Removed:\n\(removed.map { "  - " + $0 }.joined(separator: "\n"))
            If the change is intended: HARNESS_RECORD_API=1 swift test --filter PublicAPITests
            """)
    }
}
