import Foundation
@testable import GoldenKit
@testable import HarnessReport
@testable import ImageComparison
import Testing

@Suite struct ResultsTests {
    @Test func statusesAndSummaryCountScenariosByTheirWorstFrame() throws {
        let summary = try ResultsFixture().results().summary
        #expect(summary == {
            var expected = RunSummary([])
            (expected.scenarios, expected.passed, expected.failed, expected.missing, expected.errored) = (4, 1, 1, 1, 1)
            (expected.frames, expected.failedFrames, expected.writtenFrames, expected.unchangedFrames) = (9, 4, 0, 0)
            return expected
        }())
        #expect(!summary.isSuccess)
    }

    @Test func anUpdateRunCountsWrittenAndUnchangedFrames() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let update = try fixture.store.beginUpdate()
        defer { update.finish() }
        let outcome = try update.update(scenarioID: "door-push", frames: StoreFixture.frames(changed: [0, 5, 0]),
                                        tolerance: Tolerance(), mode: .failed)
        let summary = RunResults(mode: .failed, scenarios: [outcome]).summary
        #expect((summary.written, summary.writtenFrames, summary.unchangedFrames) == (1, 1, 2))
        #expect(summary.isSuccess)
    }

    @Test func shardedResultsMergeIntoTheUnshardedResults() throws {
        let fixture = try ResultsFixture()
        let whole = fixture.results()
        let first = fixture.results(shard: Shard(index: 0, count: 2),
                                    only: [ResultsFixture.failingID, ResultsFixture.erroredID])
        let second = fixture.results(shard: Shard(index: 1, count: 2),
                                     only: [ResultsFixture.passingID, ResultsFixture.missingID])
        let merged = try RunResults.merge([second, first])
        #expect(merged == whole)
        #expect(try merged.encoded() == whole.encoded())
        #expect(merged.scenarios.map(\.id) == ["alpha-pass", "beta-fail", "delta-error", "gamma-missing"])
    }

    @Test func shardsOfOneProgramMergeIntoTheOneReRecordCommandOfTheWholeRun() throws {
        let fixture = try ResultsFixture()
        let commandLine = RecordCommandLine(program: "myapp-harness", goldens: "Tests/Goldens")
        func reRecorded(_ results: RunResults, with commandLine: RecordCommandLine = commandLine) -> RunResults {
            var results = results
            results.reRecord(with: commandLine)
            return results
        }
        let whole = reRecorded(fixture.results())
        #expect(whole.recordCommand == "myapp-harness update-goldens --filter beta-fail --filter gamma-missing --goldens Tests/Goldens")
        let first = reRecorded(fixture.results(shard: Shard(index: 0, count: 2), only: [ResultsFixture.missingID, ResultsFixture.passingID]))
        let second = reRecorded(fixture.results(shard: Shard(index: 1, count: 2), only: [ResultsFixture.failingID, ResultsFixture.erroredID]))
        #expect(try RunResults.merge([first, second]) == whole)

        // Shards that name another goldens folder cannot share one command; each failure keeps its own.
        let elsewhere = reRecorded(second, with: RecordCommandLine(program: "myapp-harness", goldens: "Goldens"))
        let mixed = try RunResults.merge([first, elsewhere])
        #expect(mixed.recordCommand == nil)
        #expect(mixed.scenarios.compactMap(\.recordCommand) == [
            "myapp-harness update-goldens --filter beta-fail --goldens Goldens",
            "myapp-harness update-goldens --filter gamma-missing --goldens Tests/Goldens",
        ])
    }

    @Test func resultsSurviveAJSONRoundTrip() throws {
        let results = try ResultsFixture().results()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try results.encoded().write(to: url)
        #expect(try RunResults.read(from: url) == results)
    }

    @Test func mergingRefusesOverlapsGapsAndMixedModes() throws {
        let fixture = try ResultsFixture()
        let shard0 = fixture.results(shard: Shard(index: 0, count: 3), only: [ResultsFixture.passingID])
        let shard1 = fixture.results(shard: Shard(index: 1, count: 3), only: [ResultsFixture.failingID])
        #expect(throws: ResultsError.missingShards(count: 3, missing: [2])) { try RunResults.merge([shard0, shard1]) }
        #expect(throws: ResultsError.scenarioInTwoShards("alpha-pass")) {
            try RunResults.merge([fixture.results(only: [ResultsFixture.passingID]),
                                  fixture.results(only: [ResultsFixture.passingID, ResultsFixture.failingID])])
        }
        var updated = fixture.results(only: [ResultsFixture.failingID])
        updated.mode = .failed
        #expect(throws: ResultsError.self) { try RunResults.merge([updated, fixture.results(only: [ResultsFixture.missingID])]) }
        #expect(throws: ResultsError.nothingToMerge) { try RunResults.merge([]) }
    }

    @Test func differingEnvironmentsAreKeptSideBySide() throws {
        var a = RunResults(mode: .never, environment: ["cairo": "1.18.0", "libpng": "1.6.39"], scenarios: [])
        var b = a
        b.environment["cairo"] = "1.16.0"
        a.environment["pixman"] = "0.42.2"
        #expect(try RunResults.merge([a, b]).environment
            == ["cairo": "1.16.0 | 1.18.0", "libpng": "1.6.39", "pixman": "0.42.2"])
    }
}
