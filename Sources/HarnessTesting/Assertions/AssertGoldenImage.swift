import Foundation
import GoldenKit
import XCTest

/// Fails the test for each golden folder in which `subject`, drawn as `strategy` says, does not
/// match its goldens (XCTest); the message names each failing frame with the paths of its
/// expected, actual and diff images, and the command that re-records them.
///
///     func testCardFade() { assertGoldenImage(of: UserScenarios.cardFade, as: .frames) }
@discardableResult
public func assertGoldenImage<Subject>(
    of subject: @autoclosure @escaping () -> Subject, as strategy: Snapshotting<Subject>, named name: String? = nil,
    goldens: URL? = nil, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) -> [GoldenVerdict] {
    let verdicts = GoldenVerdict.verdicts(of: subject, as: strategy, named: name, goldens: goldens, record: record,
                                          filePath: "\(file)", testName: "\(function)")
    for verdict in verdicts where !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
    return verdicts
}
