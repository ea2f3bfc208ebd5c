import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where the CLI writes: plain lines in CI and pipes; colour and a live progress line only on
/// a terminal, and never colour when `NO_COLOR` is set.
enum Terminal {
    static let isInteractive = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    static let usesColor = isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    enum Style: String {
        case green = "32", red = "31", yellow = "33", dim = "2", bold = "1"
    }

    static func styled(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A line on standard output, clearing any progress line first.
    static func line(_ text: String) {
        clearProgress()
        write(text + "\n")
    }

    static func error(_ text: String) {
        clearProgress()
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    private nonisolated(unsafe) static var progressShown = false

    /// Rewrites the progress line in place; a no-op off a terminal.
    static func progress(_ text: String) {
        guard isInteractive else { return }
        write("\r\u{1B}[2K" + text)
        progressShown = true
    }

    static func clearProgress() {
        guard progressShown else { return }
        write("\r\u{1B}[2K")
        progressShown = false
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
