import Foundation
import GoldenKit

/// The record mode of golden assertions: a per-test override (set by the `.recordGoldens` trait
/// or `GoldenRecording.$mode.withValue`), else `HARNESS_RECORD`, else `never` under CI and
/// `missing` elsewhere.
public enum GoldenRecording {
    @TaskLocal public static var mode: RecordMode?

    /// The mode an assertion made now would use.
    public static func effectiveMode(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let mode { return mode }
        return try RecordMode(environment: environment)
    }
}
