import Foundation
@testable import GoldenKit
@testable import HarnessReport
import ImageComparison
import Testing

/// When frames fail and the goldens were recorded with other libraries or fonts, that is named
/// as the likely cause, first, wherever the failure is reported.
@Suite struct StoreEnvironmentTests {
    static let recorded = ["cairo": "1.16.0", "pixman": "0.42.2", "font Inter-Regular.otf": "sha256:a7e791e8f5a0fb02b65663"]

    @Test func theDifferenceIsNamedByLibraryAndFontNameNotByPath() {
        var running = Self.recorded
        running["cairo"] = "1.18.4"
        running["font Inter-Regular.otf"] = "sha256:3c1f09aa77b2e4d10c5e"
        running["harfbuzz"] = "8.3.0"
        let change = EnvironmentChange(recorded: Self.recorded, running: running)
        #expect(change?.description == "recorded with cairo 1.16.0 and Inter-Regular.otf (sha256 a7e791e8); "
                + "this run has cairo 1.18.4 and Inter-Regular.otf (sha256 3c1f09aa)")
        #expect(EnvironmentChange(recorded: Self.recorded, running: Self.recorded.merging(["harfbuzz": "8.3.0"]) { $1 }) == nil,
                "a name only this run records says nothing about the goldens")
        #expect(EnvironmentChange(recorded: Self.recorded, running: ["cairo": "1.16.0", "pixman": "0.42.2"])?.description
            == "recorded with Inter-Regular.otf (sha256 a7e791e8); this run has no Inter-Regular.otf")
    }

    @Test func aLibraryVariableSetOnlyNowIsADifference() {
        let running = Self.recorded.merging(["env PIXMAN_DISABLE": "sse2 ssse3"]) { $1 }
        #expect(EnvironmentChange(recorded: Self.recorded, running: running)?.description
            == "recorded with no PIXMAN_DISABLE; this run has PIXMAN_DISABLE=sse2 ssse3")
        #expect(EnvironmentChange(recorded: running, running: Self.recorded)?.description
            == "recorded with PIXMAN_DISABLE=sse2 ssse3; this run has no PIXMAN_DISABLE")
        #expect(EnvironmentChange(recorded: running, running: running) == nil)
    }

    @Test func aFailingFrameOfGoldensRecordedElsewhereSaysSoFirst() throws {
        var fixture = try StoreFixture(environment: Self.recorded)
        try fixture.record()
        let passing = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
        #expect(passing.environmentChange == nil)

        fixture.store.environment["cairo"] = "1.18.4"
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance())
            .environmentChange == nil, "frames that pass need no cause")
        let failing = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 3, 0]), tolerance: Tolerance())
        let advice = "likely cause: the goldens were recorded with cairo 1.16.0; this run has cairo 1.18.4. "
            + "See README, \"Rendering environments\", before re-recording"
        #expect(failing.environmentChange?.advice == advice)
        #expect(failing.failureReport().hasPrefix("door-push: \(advice)\n"))
        let junit = JUnitReport.xml(for: RunResults(mode: .never, scenarios: [failing]))
        #expect(junit.contains("message=\"\(advice.replacingOccurrences(of: "\"", with: "&quot;")). 1 differing, of 3 frames"))
        let html = ReportPage(results: RunResults(mode: .never, scenarios: [failing])).html
        #expect(html.contains("1 failing scenario was recorded in another rendering environment (the first recorded with cairo 1.16.0"))
    }
}
