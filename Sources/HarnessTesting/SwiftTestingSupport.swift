import Foundation
import GoldenKit
import Scenarios
import Testing

/// Records an issue unless every frame of `scenario` matches its golden; the comment names each
/// failing frame with the paths of its expected, actual and diff images.
///
///     @Test(.recordGoldens(.missing)) func doorPush() {
///         expectGoldenFrames(of: Catalog.scenario(id: "door-push")!)
///     }
@discardableResult
public func expectGoldenFrames(
    of scenario: Scenario, goldens: URL = GoldenLocations.catalog, record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenVerdict {
    let verdict = GoldenVerdict(of: scenario, goldens: goldens, record: record)
    if !verdict.passed {
        Issue.record(Comment(rawValue: verdict.description), sourceLocation: sourceLocation)
    }
    return verdict
}

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
