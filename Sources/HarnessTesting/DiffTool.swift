import Foundation

/// A command that opens a failing frame's expected and actual images side by side, from
/// `HARNESS_DIFF_TOOL`: either a template with `{expected}` and `{actual}`, or a program that
/// takes the two paths as its last arguments.
///
///     HARNESS_DIFF_TOOL=ksdiff                          → ksdiff '/…/f2.expected.png' '/…/f2.actual.png'
///     HARNESS_DIFF_TOOL='compare {expected} {actual} x:' → compare '/…/f2.expected.png' '/…/f2.actual.png' x:
struct DiffTool {
    let template: String

    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let template = environment["HARNESS_DIFF_TOOL"]?.trimmingCharacters(in: .whitespaces), !template.isEmpty else {
            return nil
        }
        self.template = template
    }

    /// The line to run for one frame, its paths quoted for a POSIX shell.
    func command(expected: URL, actual: URL) -> String {
        let (e, a) = (Self.quoted(expected.path), Self.quoted(actual.path))
        guard template.contains("{expected}") || template.contains("{actual}") else { return "\(template) \(e) \(a)" }
        return template.replacingOccurrences(of: "{expected}", with: e).replacingOccurrences(of: "{actual}", with: a)
    }

    static func quoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
