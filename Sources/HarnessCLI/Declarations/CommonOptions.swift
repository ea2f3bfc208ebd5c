import Foundation
import GoldenKit
import HarnessCore

/// The options every command takes, and the goldens folder they name.
package struct CommonOptions: ParsableArguments {
    @Option("--goldens", "DIR", help: "the goldens folder (default: $HARNESS_GOLDENS, else ./Goldens)")
    var goldens: String?

    package init() {}

    static var declarations: [OptionDeclaration] {
        CommonOptions.declared().bindings.compactMap { if case .option(let option) = $0.declared { option } else { nil } }
    }

    /// `--goldens DIR`, else `$HARNESS_GOLDENS`, else `./Goldens`. An empty value is a mistake
    /// (an unset shell variable), never the current folder.
    func goldensDirectory() throws(HarnessError) -> URL {
        URL(fileURLWithPath: try goldensPath(), isDirectory: true).standardizedFileURL
    }

    /// The goldens folder as given, refused when empty; no URL is made, so a command that never
    /// touches the folder does not pay for one.
    func goldensPath() throws(HarnessError) -> String {
        let given = goldens.map { ($0, "--goldens") }
            ?? ProcessInfo.processInfo.environment["HARNESS_GOLDENS"].map { ($0, "HARNESS_GOLDENS") }
        if let (path, source) = given, path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .usage("\(source) is empty; name the goldens folder (such as Goldens), or leave \(source) out to use ./Goldens")
        }
        return given?.0 ?? "Goldens"
    }

    /// The goldens folder, which must be a folder if it exists (a file there would make every
    /// frame look missing) and must not be, or hold, a package or repository root.
    func goldensFolder() throws(HarnessError) -> URL {
        let url = try goldensDirectory()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .usage("--goldens \(url.path) is a file, not a folder; pass the folder that holds the scenario folders")
        }
        do {
            try GoldensRoot.check(url)
        } catch {
            throw .usage("\(error)")
        }
        return url
    }

    /// The goldens folder, which must exist (for commands that only read it).
    func existingGoldensDirectory() throws(HarnessError) -> URL {
        let url = try goldensFolder()
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .usage("no goldens folder at \(url.path); pass --goldens DIR or record some with `harness update-goldens`")
        }
        return url
    }
}

extension Option where Value == [String] {
    /// `--filter GLOB…`, which `list`, `check` and `update-goldens` share.
    package static var filter: Option {
        Option("--filter", repeating: "GLOB", help: "only scenarios whose id matches the glob; repeat it to match any of several")
    }
}

extension Option where Value == Int? {
    /// `--jobs N`: how many scenarios render at once.
    package static var jobs: Option {
        Option("--jobs", "N", help: "render N scenarios at once (default: the number of cores)", in: 1...1024)
    }
}

extension Option where Value == Double? {
    /// `--time-budget SECONDS`: how long a scenario without a budget of its own may take.
    package static var timeBudget: Option {
        Option("--time-budget", "SECONDS", help: "stop and report a scenario that takes longer than this, unless it sets its own "
               + "budget (default: \(Int(ScenarioRunner.defaultTimeBudget.components.seconds)))", in: 1...86_400, unit: "seconds")
    }

    /// `--memory-budget MB`: how much offscreen memory a frame of a scenario without a budget of its own may hold.
    package static var memoryBudget: Option {
        Option("--memory-budget", "MB", help: "stop and report a scenario whose frame needs more offscreen memory than this at once "
               + "(nested translucent, masked or shadowed layers), unless it sets its own budget "
               + "(default: \(ScenarioRunner.defaultMemoryBudget >> 20))", in: 1...1_048_576, unit: "megabytes")
    }
}
