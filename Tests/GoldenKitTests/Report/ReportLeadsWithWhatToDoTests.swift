import Foundation
@testable import GoldenKit
@testable import HarnessReport
import ImageComparison
import Testing

/// The report's first screen says what failed and how to accept it; the machine's details wait
/// behind a fold, and no run shows another run's images.
@Suite struct ReportLeadsWithWhatToDoTests {
    @Test func theRecordCommandComesBeforeTheCountsAndTheEnvironmentIsFolded() throws {
        var results = try ResultsFixture().results()
        results.recordCommand = "myapp-harness update-goldens --filter beta-fail --filter gamma-missing"
        let html = ReportPage(results: results).html
        let command = try #require(html.range(of: "<code>myapp-harness update-goldens --filter beta-fail --filter gamma-missing</code>"))
        let counts = try #require(html.range(of: #"<ul class="counts">"#))
        let environment = try #require(html.range(of: #"<details class="environment"><summary>Rendering environment</summary>"#))
        let firstScenario = try #require(html.range(of: #"<section class="scenario"#))
        #expect(command.lowerBound < counts.lowerBound && counts.lowerBound < environment.lowerBound)
        #expect(environment.lowerBound < firstScenario.lowerBound)
        let meta = try #require(html.range(of: #"<p class="meta">"#)).upperBound
        #expect(!html[meta...].prefix { $0 != "<" }.contains("cairo"), "versions only inside the fold")
    }

    @Test func eachFailingScenarioShowsItsOwnCommandAndTestsListEachOnce() throws {
        let fixture = try ResultsFixture()
        var outcomes = fixture.outcomes
        for index in outcomes.indices where outcomes[index].status.isFailure && outcomes[index].error == nil {
            outcomes[index].recordCommand = "HARNESS_RECORD=failed swift test --filter loginScreens"
        }
        let html = ReportPage(results: RunResults(mode: .never, scenarios: outcomes)).html
        let section = try #require(html.range(of: #"id="scenario-beta-fail""#))
        #expect(html[section.lowerBound...].contains("re-record it: <code>HARNESS_RECORD=failed swift test --filter loginScreens</code>"))
        let summary = try #require(html.components(separatedBy: "</header>").first)
        #expect(summary.components(separatedBy: "<code>HARNESS_RECORD=failed swift test --filter loginScreens</code>").count == 2,
                "two scenarios of one test: its command once")
    }

    @Test func sixteenVariantsWrapInsteadOfOverflowing() throws {
        let fixture = try StoreFixture()
        let ids = (0..<16).map { "login/variant-\($0)" }
        for id in ids { try fixture.record(id) }
        let outcomes = try ids.map { try fixture.store.check(scenarioID: $0, frames: StoreFixture.frames(), tolerance: Tolerance(), artifacts: fixture.report) }
        let html = try #require(VariantComparison.groups(outcomes).first).html
        #expect(!html.contains("<table"), "a table row cannot wrap")
        #expect(html.components(separatedBy: #"<div class="variant-cells">"#).count == 4, "one wrapping row per frame")
        #expect(ReportAssets.css.contains(".variant-cells { display: flex; flex-wrap: wrap;"))
    }

    @Test func aRunReplacesTheReviewImagesOfTheRunBefore() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let failing = try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 0, 9]),
                                              tolerance: Tolerance(), artifacts: fixture.report)
        let diff = fixture.report.appendingPathComponent(try #require(failing.frames[2].artifacts.diff))
        let notes = fixture.report.appendingPathComponent("door-push/notes.txt")
        try Data("mine".utf8).write(to: notes)
        try RunReport.write(RunResults(mode: .never, scenarios: [failing]), to: fixture.report)
        #expect(FileManager.default.fileExists(atPath: diff.path))

        #expect(RunReport.clearEarlierRun(in: fixture.report) == nil)
        #expect(!FileManager.default.fileExists(atPath: diff.path), "the old failure's diff is gone")
        #expect(FileManager.default.fileExists(atPath: notes.path), "a file the run did not write stays")
        try ReviewFolder(fixture.report).clear(scenarioID: "door-push")
        #expect(FileManager.default.fileExists(atPath: notes.path))
    }
}
