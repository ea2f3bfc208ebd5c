import Foundation

/// Where golden assertions read goldens and write review images, found from the test file that
/// asserts: `Goldens/` at the root of its package, the one home of every golden (a scenario's
/// frames and a test's still snapshots alike, where the package's own `harness` executable looks
/// too, and outside every target, so SwiftPM needs no `exclude:`), and review images under
/// `.build/harness-artifacts/<test target>/`.
public enum GoldenLocations {
    /// `Goldens/` at the root of the package that holds `filePath`.
    public static func goldens(for filePath: String) -> URL {
        packageRoot(containing: filePath).appendingPathComponent("Goldens", isDirectory: true)
    }

    /// The catalog's `Goldens/` at the root of this package's checkout.
    public static var catalog: URL { goldens(for: "\(#filePath)") }

    /// Where expected, actual and diff images of failing frames go: `$HARNESS_REPORT` when a
    /// report is asked for (its pages link them), else `$HARNESS_ARTIFACTS/<test target>`, else
    /// `.build/harness-artifacts/<test target>` in the package that holds `filePath`. One folder
    /// per test target, so an XCTest and a Swift Testing target never overwrite each other's.
    public static func artifacts(for filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["HARNESS_REPORT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        let target = testTarget(of: filePath)
        if let path = environment["HARNESS_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(target, isDirectory: true)
        }
        return packageRoot(containing: filePath)
            .appendingPathComponent(".build/harness-artifacts", isDirectory: true)
            .appendingPathComponent(target, isDirectory: true)
    }

    /// The test target a file belongs to: the folder under the package's `Tests/`, as SwiftPM
    /// lays targets out; else the file's own folder.
    static func testTarget(of filePath: String) -> String {
        let file = URL(fileURLWithPath: filePath)
        let root = packageRoot(containing: filePath).standardizedFileURL.pathComponents
        let parts = file.standardizedFileURL.pathComponents.dropLast()
        let inside = parts.count > root.count ? Array(parts.dropFirst(root.count)) : []
        if inside.count >= 2, inside[0] == "Tests" { return inside[1] }
        return file.deletingLastPathComponent().lastPathComponent
    }

    /// `filePath` from the root of its package (`Tests/AppTests/LoginTests.swift`), as a message
    /// or a manifest names a test file on any machine.
    static func packagePath(of filePath: String) -> String {
        let root = packageRoot(containing: filePath).standardizedFileURL.pathComponents
        let parts = URL(fileURLWithPath: filePath).standardizedFileURL.pathComponents
        guard parts.count > root.count, Array(parts.prefix(root.count)) == root else { return filePath }
        return parts.dropFirst(root.count).joined(separator: "/")
    }

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(containing file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
