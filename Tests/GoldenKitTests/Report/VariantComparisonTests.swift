import Foundation
@testable import GoldenKit
@testable import HarnessReport
import ImageComparison
import Testing

/// The report puts a scenario's variants side by side, a column each, marking a passing frame
/// and showing what was rendered for a failing one.
@Suite struct VariantComparisonTests {
    @Test func variantsOfAScenarioSitSideBySide() throws {
        let fixture = try StoreFixture()
        let ids = ["login/iPhone15-light", "login/iPhone15-dark"]
        for id in ids { try fixture.record(id) }
        let outcomes = try ids.map { id in
            try fixture.store.check(scenarioID: id, frames: StoreFixture.frames(changed: id.hasSuffix("dark") ? [0, 12, 0] : [0, 0, 0]),
                                    tolerance: Tolerance(), artifacts: fixture.report)
        } + [.errored(id: "door-push", message: "no variants")]
        let groups = VariantComparison.groups(outcomes)
        #expect(groups.map(\.scenarioID) == ["login"])
        let html = try #require(groups.first).html
        let light = try #require(html.range(of: ">iPhone15-light<")), dark = try #require(html.range(of: ">iPhone15-dark<"))
        #expect(light.lowerBound < dark.lowerBound, "columns in the order the variants ran")
        #expect(html.contains(try #require(outcomes[1].frames[1].artifacts.actual)), "the failing frame shows what was rendered")
        #expect(html.components(separatedBy: "✓ as recorded").count - 1 == 5, "the other five frames pass")
        let page = ReportPage(results: RunResults(mode: .never, scenarios: outcomes)).html
        #expect(page.contains("login: 2 variants side by side"))
        #expect(VariantComparison.groups([outcomes[0], outcomes[2]]).isEmpty, "one variant alone has nothing beside it")
    }
}
