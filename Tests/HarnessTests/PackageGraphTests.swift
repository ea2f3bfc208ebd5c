import Foundation
import Testing

/// The module layering, read from `swift package dump-package` as SwiftPM sees it: Apple's
/// frameworks are the engine's modules, and the renderer draws layers without knowing views.
@Suite struct PackageGraphTests {
    struct Manifest: Decodable {
        struct Product: Decodable { let name: String }
        struct Target: Decodable {
            let name: String
            let dependencies: [[String: [String?]]]
            /// The names of the targets and products this target depends on.
            var dependencyNames: [String] { dependencies.compactMap { $0.values.first?.first ?? nil } }
        }
        let products: [Product]
        let targets: [Target]
    }

    static let manifest: Manifest? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Its own scratch path: the `.build` of the running `swift test` is locked.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try? JSONDecoder().decode(Manifest.self, from: data)
    }()

    /// Every target `name` reaches through its dependencies.
    func closure(of name: String, in manifest: Manifest) -> Set<String> {
        let byName = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
        var seen = Set<String>(), pending = [name]
        while let next = pending.popLast() {
            for dependency in byName[next]?.dependencyNames ?? [] where seen.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return seen
    }

    @Test func theRendererDrawsLayersWithoutUIKit() throws {
        let manifest = try #require(Self.manifest, "swift package dump-package did not run")
        let reached = closure(of: "CairoRenderer", in: manifest)
        #expect(reached.isSuperset(of: ["QuartzCore", "CoreGraphics"]))
        #expect(!reached.contains("UIKit"))
    }

    @Test func appleFrameworksAreTheEngineAndNothingElseNamesIt() throws {
        let manifest = try #require(Self.manifest, "swift package dump-package did not run")
        let products = Set(manifest.products.map(\.name))
        #expect(products.isSuperset(of: ["CoreGraphics", "QuartzCore", "UIKit"]))
        #expect(!products.contains("TransitionKit") && !manifest.targets.contains { $0.name == "TransitionKit" })
        #expect(closure(of: "UIKit", in: manifest).isSuperset(of: ["QuartzCore", "CoreGraphics"]))
        #expect(!closure(of: "QuartzCore", in: manifest).contains("UIKit"))
        #expect(!closure(of: "CoreGraphics", in: manifest).contains("QuartzCore"))
    }
}
