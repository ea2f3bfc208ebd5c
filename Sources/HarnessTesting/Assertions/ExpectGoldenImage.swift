import Foundation
import GoldenKit
import Testing

/// Records an issue for each golden folder in which `subject`, drawn as `strategy` says, does not
/// match its goldens (Swift Testing). The issue's first line says what failed (`door-push: 2 of
/// 6 frames differ`); the rest names each failing frame with its images and the command that
/// re-records it, and the expected, actual, diff and strip images are attached to the test.
/// Goldens live in `Goldens/` at the root of the test's package.
///
///     @Test func cardFade() { expectGoldenImage(of: UserScenarios.cardFade, as: .frames) }
///     @Test func login() { expectGoldenImage(of: LoginController(), as: .image(on: variants.all), named: "login") }
@discardableResult
public func expectGoldenImage<Subject>(
    of subject: @autoclosure @escaping () -> Subject, as strategy: Snapshotting<Subject>, named name: String? = nil,
    goldens: URL? = nil, record: RecordMode? = nil,
    function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> [GoldenVerdict] {
    let verdicts = GoldenVerdict.verdicts(of: subject, as: strategy, named: name, goldens: goldens, record: record,
                                          filePath: sourceLocation.filePath, testName: "\(function)")
    for verdict in verdicts where !verdict.passed {
        Issue.record(Comment(rawValue: verdict.description), sourceLocation: sourceLocation)
        for image in verdict.reviewImages {
            if let bytes = FileManager.default.contents(atPath: image.path) {
                Attachment.record([UInt8](bytes), named: "\(verdict.outcome.id)-\(image.lastPathComponent)", sourceLocation: sourceLocation)
            }
        }
    }
    return verdicts
}
