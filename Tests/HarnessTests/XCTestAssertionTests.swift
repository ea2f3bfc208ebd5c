import HarnessTesting
import Scenarios
import XCTest

/// `assertGoldenFrames(of:)` as an XCTest user calls it.
final class XCTestAssertionTests: XCTestCase {
    func testACatalogScenarioMatchesItsGoldens() throws {
        let scenario = try XCTUnwrap(Catalog.scenario(id: "modal-spring-present"))
        assertGoldenFrames(of: scenario, record: .never)
    }
}
