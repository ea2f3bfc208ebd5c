import Foundation
import GoldenKit
import HarnessCore

/// `harness accept DIR`: copies the overlay a check wrote elsewhere (on CI) into the goldens, so
/// that a developer accepts a failing run's renders without drawing them. Exits 0 when applied, 2 when
/// the overlay is refused (nothing is changed then).
struct AcceptCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "accept", summary: "apply the overlay a check wrote elsewhere (DIR/overlay of its report) to the goldens",
        discussion: """
            The overlay holds every failing or missing scenario's folder as update-goldens would leave it. \
            Before anything is copied, every golden in it must match its manifest, it must hold nothing \
            but the store's own files, and it must have been drawn in this rendering environment for the \
            commit the goldens' checkout is at. Files are replaced atomically under the update lock; \
            nothing is deleted, and nothing is written outside the goldens folder.
            """
    )

    @Argument("DIR", help: "the overlay: the overlay/ folder of a report that `check` (or swift test with HARNESS_REPORT) wrote")
    var overlay: String
    @Flag("--any-environment", help: "accept an overlay drawn with other libraries or fonts than this machine's")
    var anyEnvironment: Bool
    @Flag("--any-commit", help: "accept an overlay drawn for another commit than the goldens' checkout")
    var anyCommit: Bool

    func run(_ context: CommandContext) throws -> Int32 {
        let goldens = try context.common.goldensFolder()
        let source = URL(fileURLWithPath: overlay, isDirectory: true)
        let application: OverlayApplication
        do {
            application = try OverlayApplication(overlay: source)
            if !anyEnvironment, let refusal = application.environmentRefusal(running: RenderingEnvironment.fingerprint) { throw refusal }
            if !anyCommit, let refusal = application.commitRefusal(checkout: GitCommit.head(of: goldens)) { throw refusal }
        } catch let error as OverlayError {
            throw HarnessError.usage("\(error)")
        }
        let applied: [OverlayApplication.Applied]
        do {
            applied = try application.apply(to: GoldenStore(directory: goldens))
        } catch {
            throw HarnessError.environment("\(error)")
        }
        for scenario in applied {
            Terminal.line("applied \(scenario.scenarioID): " + [
                Self.list("new", scenario.added), Self.list("replaced", scenario.replaced),
                Self.list("unchanged", scenario.unchanged),
            ].compactMap { $0 }.joined(separator: "; "))
        }
        Terminal.line("accepted \(applied.count) scenario\(applied.count == 1 ? "" : "s") into \(goldens.path); "
                      + "`\(context.program) check` and `\(context.program) verify` pass on them now: look at the images, and commit them")
        return 0
    }

    private static func list(_ label: String, _ names: [String]) -> String? {
        names.isEmpty ? nil : "\(label) \(names.joined(separator: ", "))"
    }
}
