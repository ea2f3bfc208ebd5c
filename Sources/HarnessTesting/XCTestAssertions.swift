import GoldenKit
import Scenarios
import XCTest

/// Fails the test unless every frame of `scenario` matches its golden; the message names each
/// failing frame with the paths of its expected, actual and diff images.
///
///     func testDoorPush() { assertGoldenFrames(of: Catalog.scenario(id: "door-push")!) }
public func assertGoldenFrames(
    of scenario: Scenario, goldens: URL = GoldenLocations.catalog, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    let verdict = GoldenVerdict(of: scenario, goldens: goldens, record: record)
    if !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
}
