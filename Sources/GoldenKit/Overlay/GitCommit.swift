import Foundation

/// The commit a folder's repository has checked out, which an overlay names so that it is never
/// applied to goldens of another commit by mistake.
package enum GitCommit {
    /// `git rev-parse HEAD` in `folder` (or the nearest folder above it that exists); nil when
    /// there is no repository or no `git`. `safe.directory` is set for this one call because a
    /// checkout mounted into a container belongs to another user, which git otherwise refuses.
    package static func head(of folder: URL) -> String? {
        var existing = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "safe.directory=*", "-C", existing.path, "rev-parse", "--verify", "--quiet", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let commit = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, commit.count >= 40, commit.allSatisfy(\.isHexDigit) else { return nil }
        return commit
    }
}
