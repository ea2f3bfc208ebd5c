import HarnessTesting
import UserScenarios
import XCTest

final class SheetRiseTests: XCTestCase {
    func testSheetRiseMatchesItsGoldens() {
        assertGoldenImage(of: UserScenarios.sheetRise, as: .frames)
    }
}
