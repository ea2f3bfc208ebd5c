import GoldenKit
import Testing

/// A trait that sets the record mode of golden assertions for one test or suite.
public struct RecordGoldensTrait: TestTrait, SuiteTrait, TestScoping {
    public let mode: RecordMode

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenRecording.$mode.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordGoldensTrait {
    /// Records goldens as `mode` allows in this test, whatever `HARNESS_RECORD` says.
    public static func recordGoldens(_ mode: RecordMode) -> Self { RecordGoldensTrait(mode: mode) }
}
