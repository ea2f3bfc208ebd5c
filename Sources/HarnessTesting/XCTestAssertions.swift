import Foundation
import GoldenKit
import ImageComparison
import Scenarios
import XCTest

/// Fails the test unless every frame of `scenario` matches its golden; the message names each
/// failing frame with the paths of its expected, actual and diff images, and the command that
/// re-records them. Goldens live in `Goldens/` at the root of the test's package.
///
///     func testCardFade() { assertGoldenFrames(of: UserScenarios.cardFade) }
@discardableResult
public func assertGoldenFrames(
    of scenario: Scenario, goldens: URL? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
    named name: String? = nil, file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) -> GoldenVerdict {
    let verdict = GoldenVerdict(of: scenario, goldens: goldens, record: record, tolerance: tolerance, named: name,
                                filePath: "\(file)", testName: "\(function)")
    if !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
    return verdict
}
