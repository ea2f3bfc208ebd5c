import Foundation
import GoldenKit
import ImageComparison
import Scenarios
import Testing

/// Records an issue unless every frame of `scenario` matches its golden. The issue's first line
/// says what failed (`door-push: 2 of 6 frames differ`); the rest names each failing frame with
/// its images and the command that re-records them; the expected, actual, diff and strip images
/// are attached to the test. Goldens live in `Goldens/` at the root of the test's package.
///
///     @Test func cardFade() { expectGoldenFrames(of: UserScenarios.cardFade) }
@discardableResult
public func expectGoldenFrames(
    of scenario: Scenario, goldens: URL? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
    named name: String? = nil, function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenVerdict {
    let verdict = GoldenVerdict(of: scenario, goldens: goldens, record: record, tolerance: tolerance, named: name,
                                filePath: sourceLocation.filePath, testName: "\(function)")
    verdict.recordIssue(at: sourceLocation)
    return verdict
}

extension GoldenVerdict {
    /// Unless the check passed: an issue with the description, and the failing frames' review
    /// images attached to the running test.
    func recordIssue(at sourceLocation: SourceLocation) {
        guard !passed else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
        for image in reviewImages {
            if let bytes = FileManager.default.contents(atPath: image.path) {
                Attachment.record([UInt8](bytes), named: "\(outcome.id)-\(image.lastPathComponent)", sourceLocation: sourceLocation)
            }
        }
    }
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
