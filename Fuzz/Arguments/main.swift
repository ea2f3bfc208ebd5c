import Foundation
@testable import HarnessCLI
@testable import HarnessCore
import HarnessReport

/// libFuzzer entry: the input, split at NUL bytes, is a command line for every command; parsing
/// and reading each declared option's value as a number, a whole number and a shard either
/// succeed or throw a usage error, never crash. Nothing is run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    for command in HarnessCommandLine.commands {
        guard let parsed = try? ParsedArguments(Array(words.dropFirst()), for: command), !parsed.wantsHelp else { continue }
        for option in command.allOptions where option.takesValue {
            _ = try? parsed.number(option.name, in: 0...86_400)
            _ = try? parsed.numbers(option.name, in: 0...1)
            _ = try? parsed.integer(option.name, in: 1...1024)
            if let value = parsed.value(option.name) {
                _ = try? Shard(parsing: value)
                _ = try? ScenarioSelection.validate(filter: value)
            }
        }
        _ = HelpText.help(for: command)
    }
    return 0
}
