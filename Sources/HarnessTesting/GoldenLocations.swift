import Foundation

/// Where golden assertions read goldens and write review images.
public enum GoldenLocations {
    /// The catalog's `Goldens/` at the root of this package's checkout.
    public static var catalog: URL {
        packageRoot(containing: #filePath).appendingPathComponent("Goldens", isDirectory: true)
    }

    /// `Goldens/` beside the test file at `filePath`, for a user's own scenarios.
    public static func beside(_ filePath: StaticString) -> URL {
        URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("Goldens", isDirectory: true)
    }

    /// Where expected, actual and diff images of failing frames go: `$HARNESS_ARTIFACTS`, else
    /// a `harness-artifacts` folder in the temporary directory.
    public static var artifacts: URL {
        if let path = ProcessInfo.processInfo.environment["HARNESS_ARTIFACTS"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("harness-artifacts", isDirectory: true)
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
