import Foundation

/// Where the goldens live: `--goldens DIR`, else `$HARNESS_GOLDENS`, else `./Goldens`.
enum GoldensLocation {
    static func resolve(_ arguments: inout Arguments) throws -> URL {
        let path = try arguments.value("--goldens")
            ?? ProcessInfo.processInfo.environment["HARNESS_GOLDENS"]
            ?? "Goldens"
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
}
