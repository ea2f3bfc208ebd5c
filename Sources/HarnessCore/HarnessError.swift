import Foundation

/// A failure the CLI reports with exit code 2: a usage mistake or a broken environment.
/// Its text names what was wrong and what to do.
package enum HarnessError: Error, CustomStringConvertible {
    case usage(String)
    case environment(String)
    case scenario(id: String, problem: String)

    package var description: String {
        switch self {
        case .usage(let text), .environment(let text): return text
        case .scenario(let id, let problem): return "scenario \(id): \(problem)"
        }
    }
}
