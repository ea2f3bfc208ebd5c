import Foundation
import HarnessCore

/// A file an option names for the CLI to write (`--junit FILE`), checked before any work is done,
/// so a folder or a device in its place is a usage error rather than a failed run.
enum OutputFile {
    static func check(_ path: String, option: String) throws(HarnessError) -> URL {
        guard !path.isEmpty else { throw .usage("\(option) is empty; name the file to write") }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw .usage("\(option) \(path) is a folder; name a file, such as \(url.appendingPathComponent("junit.xml").path)")
            }
            if !FileManager.default.isWritableFile(atPath: url.path) {
                throw .usage("\(option) \(path) cannot be written; name a file you can write")
            }
        }
        return url
    }
}
