import Foundation
import Synchronization

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

    /// Whether a progress line is on screen; worker threads report progress, so it sits behind a mutex.
    private static let progressShown = Mutex(false)

    /// Rewrites the progress line in place; a no-op off a terminal.
    static func progress(_ text: String) {
        guard isInteractive else { return }
        progressShown.withLock { shown in
            write("\r\u{1B}[2K" + text)
            shown = true
        }
    }

    static func clearProgress() {
        progressShown.withLock { shown in
            guard shown else { return }
            write("\r\u{1B}[2K")
            shown = false
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
