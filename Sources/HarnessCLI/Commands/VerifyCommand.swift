import Foundation
import GoldenKit
import HarnessCore

/// `harness verify`: compares every golden with the hash its manifest records, and reports
/// manifests that are not valid JSON. Exits 1 when anything disagrees.
struct VerifyCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "verify", summary: "compare every golden with the hash its manifest records",
        discussion: """
            Decodes each golden and compares its pixels' SHA-256, fingerprint and size with its scenario's \
            manifest.json; reports manifests that are not valid JSON, keys that cannot name a golden, \
            records without a file and goldens without a record. Renders nothing.
            """
    )

    func run(_ context: CommandContext) throws -> Int32 {
        let goldens = try context.common.existingGoldensDirectory()
        return try Self.report(GoldenStore(directory: goldens).verify(), in: goldens, program: context.program) ? 0 : 1
    }

    /// Prints the problems (or that there are none); true when there are none.
    static func report(_ problems: [VerificationProblem], in goldens: URL, program: String) -> Bool {
        for problem in problems {
            Terminal.line("\(Terminal.styled("MISMATCH", .red)) \(problem)")
        }
        guard problems.isEmpty else {
            Terminal.line("verify: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(goldens.path); "
                          + "`\(program) update-goldens --goldens \(goldens.path)` re-records the goldens and rewrites their manifests")
            return false
        }
        Terminal.line("verify: every golden in \(goldens.path) matches its manifest")
        return true
    }
}
