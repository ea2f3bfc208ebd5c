import Foundation
import GoldenKit
import HarnessCore

extension OptionDeclaration {
    /// The options every command takes.
    static let common = [goldens]

    static let goldens = OptionDeclaration("--goldens", .value("DIR"),
                                           help: "the goldens folder (default: $HARNESS_GOLDENS, else ./Goldens)")
    static let filter = OptionDeclaration("--filter", .repeatedValue("GLOB"),
                                          help: "only scenarios whose id matches the glob; repeat it to match any of several")
    static let jobs = OptionDeclaration("--jobs", .value("N"),
                                        help: "render N scenarios at once (default: the number of cores)")
}

extension ParsedArguments {
    /// `--goldens DIR`, else `$HARNESS_GOLDENS`, else `./Goldens`. An empty value is a mistake
    /// (an unset shell variable), never the current folder.
    func goldensDirectory() throws(HarnessError) -> URL {
        let given = value(OptionDeclaration.goldens.name).map { ($0, "--goldens") }
            ?? ProcessInfo.processInfo.environment["HARNESS_GOLDENS"].map { ($0, "HARNESS_GOLDENS") }
        if let (path, source) = given, path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .usage("\(source) is empty; name the goldens folder (such as Goldens), or leave \(source) out to use ./Goldens")
        }
        return URL(fileURLWithPath: given?.0 ?? "Goldens", isDirectory: true).standardizedFileURL
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

    /// The command line that re-records `ids` in the same context this one ran in: the same
    /// program (a package's own harness executable as much as ours) and the same `--goldens`,
    /// e.g. `user-harness update-goldens --filter card-fade --goldens Tests/Goldens`.
    func updateCommand(for ids: [String]) -> String {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "harness"
        let goldens = value(OptionDeclaration.goldens.name).map { ["--goldens", $0] } ?? []
        let words = [program, "update-goldens"] + ids.flatMap { ["--filter", $0] } + goldens
        return words.map { $0.contains(where: { " '\"$".contains($0) }) ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    /// `--jobs N`, else one job per core.
    func jobs() throws(HarnessError) -> Int {
        try integer(OptionDeclaration.jobs.name, in: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
