import HarnessTesting
import UserScenarios
import XCTest

final class SheetRiseTests: XCTestCase {
    func testSheetRiseMatchesItsGoldens() {
        assertGoldenFrames(of: UserScenarios.sheetRise)
    }
}
