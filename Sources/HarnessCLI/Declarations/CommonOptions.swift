import HarnessCore
import Foundation

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
    /// `--goldens DIR`, else `$HARNESS_GOLDENS`, else `./Goldens`.
    var goldensDirectory: URL {
        let path = value(OptionDeclaration.goldens.name)
            ?? ProcessInfo.processInfo.environment["HARNESS_GOLDENS"]
            ?? "Goldens"
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// `--jobs N`, else one job per core.
    func jobs() throws(HarnessError) -> Int {
        try integer(OptionDeclaration.jobs.name, in: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
