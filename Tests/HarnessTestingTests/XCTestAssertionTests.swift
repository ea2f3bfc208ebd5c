import HarnessTesting
import Scenarios
import XCTest

/// `assertGoldenImage(of:as:)` as an XCTest user calls it.
final class XCTestAssertionTests: XCTestCase {
    func testACatalogScenarioMatchesItsGoldens() throws {
        let scenario = try XCTUnwrap(Catalog.scenario(id: "modal-spring-present"))
        assertGoldenImage(of: scenario, as: .frames, record: .never)
    }
}
