import Foundation
@testable import HarnessCLI
@testable import HarnessCore
import HarnessReport

/// libFuzzer entry: the input, split at NUL bytes, is a command line for every command; parsing
/// it into the command's typed properties (every number, whole number, shard and mode converted
/// and range-checked) either succeeds or throws a usage error, never crashes. Nothing is run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let rest = Array(words.dropFirst())
    _ = try? ListCommand.parse(rest)
    _ = try? CheckCommand.parse(rest)
    _ = try? UpdateGoldensCommand.parse(rest)
    _ = try? RenderCommand.parse(rest)
    _ = try? DiffCommand.parse(rest)
    _ = try? ReportCommand.parse(rest)
    _ = try? VerifyCommand.parse(rest)
    if let filters = try? CheckCommand.parse(rest).filters {
        for filter in filters { _ = try? ScenarioSelection.validate(filter: filter) }
    }
    for command in HarnessCommandLine.commands { _ = HelpText.help(for: command) }
    return 0
}
