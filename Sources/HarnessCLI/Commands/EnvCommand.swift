import Foundation
import GoldenKit
import HarnessCore

/// `harness env`: the rendering environment of this machine (library versions, font files by
/// name and SHA-256), and how it compares with the environments recorded in the goldens.
struct EnvCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "env", summary: "the rendering environment of this run, and the ones the goldens were recorded in",
        discussion: """
            Goldens recorded with other versions of cairo, pixman, FreeType or libpng, or other font \
            files, differ in text and edges though the app did not change; check and swift test say so \
            when frames fail. This lists what differs, folder by folder.
            """
    )

    func run(_ context: CommandContext) throws -> Int32 {
        let running = RenderingEnvironment.fingerprint
        Terminal.line("rendering environment of this run:")
        let libraries = running.keys.filter { !$0.hasPrefix("font ") }.sorted()
        let width = libraries.map(\.count).max() ?? 0
        for name in libraries { Terminal.line("  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(running[name] ?? "")") }
        for font in running.keys.filter({ $0.hasPrefix("font ") }).sorted() {
            Terminal.line("  \(font.dropFirst(5))  \(running[font] ?? "")")
        }
        let goldens = try context.common.goldensFolder()
        guard FileManager.default.fileExists(atPath: goldens.path) else {
            Terminal.line("no goldens at \(goldens.path) yet")
            return 0
        }
        let groups = try GoldenStore(directory: goldens).recordedEnvironments()
        let total = groups.map(\.scenarios.count).reduce(0, +)
        Terminal.line("goldens in \(goldens.path): \(total) folder\(total == 1 ? "" : "s") with a manifest")
        var differs = false
        for group in groups {
            let folders = "\(group.scenarios.count) folder\(group.scenarios.count == 1 ? "" : "s")"
            guard let change = EnvironmentChange(recorded: group.environment, running: running) else {
                Terminal.line("  \(folders) recorded in this environment")
                continue
            }
            differs = true
            let examples = group.scenarios.prefix(3).joined(separator: ", ") + (group.scenarios.count > 3 ? ", …" : "")
            Terminal.line("  \(folders) \(change) (\(examples))")
        }
        if differs {
            Terminal.line("goldens recorded elsewhere fail where text or edges are drawn differently: see \(EnvironmentChange.readmeSection)")
        }
        return 0
    }
}
