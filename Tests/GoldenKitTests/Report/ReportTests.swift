import Foundation
import FoundationXML
@testable import GoldenKit
@testable import HarnessReport
import Testing

@Suite struct ReportTests {
    @Test func junitHasOneTestCasePerScenarioWithRightCounts() throws {
        let xml = JUnitReport.xml(for: try ResultsFixture().results())
        let document = try XMLDocument(xmlString: xml)
        let suites = try #require(document.rootElement())
        #expect(suites.name == "testsuites")
        for element in [suites, try #require(suites.elements(forName: "testsuite").first)] {
            #expect(element.attribute(forName: "tests")?.stringValue == "4")
            #expect(element.attribute(forName: "failures")?.stringValue == "2")
            #expect(element.attribute(forName: "errors")?.stringValue == "1")
            #expect(element.attribute(forName: "skipped")?.stringValue == "0")
            #expect(element.attribute(forName: "time")?.stringValue?.contains(".") == true)
        }
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue }
            == ["alpha-pass", "beta-fail", "delta-error", "gamma-missing"])
        #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "goldens" })
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "1 differing, of 3 frames: f1-0500ms.png")
        #expect(failure.attribute(forName: "type")?.stringValue == "GoldenMismatch")
        #expect(failure.stringValue?.contains("beta-fail/f1-0500ms.png [failed]: 12 pixels differ") == true)
        #expect(cases[3].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
            == "3 without a golden, of 3 frames: f0-0000ms.png, f1-0500ms.png, f2-1000ms.png")
        #expect(cases[2].elements(forName: "error").first?.stringValue?.contains("completeTransition") == true)
        #expect(cases[0].children == nil || cases[0].children?.isEmpty == true)
    }

    @Test func junitEscapesWhatScenariosSay() throws {
        let outcome = ScenarioOutcome.errored(id: "quotes", message: "bad <tag> & \"quote\" \u{1}")
        let xml = JUnitReport.xml(for: RunResults(mode: .never, scenarios: [outcome]))
        let document = try XMLDocument(xmlString: xml)
        let error = try #require(document.nodes(forXPath: "//error").first as? XMLElement)
        #expect(error.stringValue == "quotes: bad <tag> & \"quote\" ")
        #expect(error.attribute(forName: "message")?.stringValue == "bad <tag> & \"quote\" ")
    }

    @Test func reportOpensOnTheSummaryWithFailuresFirstAndImagesThatExist() throws {
        let fixture = try ResultsFixture()
        let report = fixture.store.report
        try RunReport.write(fixture.results(), to: report, junit: report.appendingPathComponent("junit.xml"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("3 of 4 scenarios failed"))
        #expect(html.contains(#"<li class="failed" data-count="1"><b>1</b> failed</li>"#))
        #expect(html.contains(#"<li class="missing" data-count="1"><b>1</b> missing</li>"#))
        #expect(html.contains(#"<li class="passed" data-count="1"><b>1</b> passed</li>"#))
        let order = ["scenario-delta-error", "scenario-beta-fail", "scenario-gamma-missing", "scenario-alpha-pass"]
            .map { try! #require(html.range(of: "id=\"\($0)\"")).lowerBound }
        #expect(order == order.sorted())
        let sources = Self.attributeValues("src", in: html) + Self.attributeValues("data-actual", in: html)
        #expect(sources.count > 10)
        for source in sources {
            #expect(!source.contains("://") && !source.hasPrefix("/"), "\(source) is not a relative path")
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(source).path), "\(source)")
        }
        #expect(!html.contains("<link") && !html.contains("<script src"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("results.json").path))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("junit.xml").path))
    }

    @Test func aFailingFrameHasSideBySideSliderFlickerCountsAndTolerance() throws {
        let html = ReportPage(results: try ResultsFixture().results()).html
        let inspector = try #require(html.range(of: #"id="frame-beta-fail-f1-0500ms""#))
        let tail = String(html[inspector.lowerBound...])
        #expect(tail.contains(#"class="view side""#))
        #expect(tail.contains(#"<input type="range""#))
        #expect(tail.contains(#"data-expected="beta-fail/f1-0500ms.expected.png""#))
        #expect(tail.contains("12 of 128"))
        #expect(tail.contains("tolerance: at most 4 pixels"))
        #expect(html.contains("<svg"))
        #expect(html.contains("Animated preview: not written for this run."))
    }

    @Test func mergingShardReportsGivesTheUnshardedReport() throws {
        let fixture = try ResultsFixture()
        let root = fixture.store.root
        let shards = [
            (root.appendingPathComponent("shard1"), fixture.results(shard: Shard(index: 0, count: 2),
                                                                     only: [ResultsFixture.failingID])),
            (root.appendingPathComponent("shard2"), fixture.results(shard: Shard(index: 1, count: 2),
                                                                     only: [ResultsFixture.passingID, ResultsFixture.missingID,
                                                                            ResultsFixture.erroredID])),
        ]
        for (folder, results) in shards {
            for path in results.scenarios.flatMap({ $0.frames.flatMap(\.artifacts.all) }) {
                let target = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: fixture.store.report.appendingPathComponent(path), to: target)
            }
            try RunReport.write(results, to: folder)
        }
        let merged = root.appendingPathComponent("merged")
        let results = try RunReport.merge(shards.map { $0.0.appendingPathComponent("results.json") }, into: merged)
        #expect(results == fixture.results())
        let html = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html == ReportPage(results: fixture.results()).html)
        for source in Self.attributeValues("src", in: html) {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(source).path), "\(source)")
        }
    }

    @Test func mergingRefusesArtifactPathsThatLeaveTheReport() throws {
        let fixture = try ResultsFixture()
        var outcome = try #require(fixture.outcomes.first)
        outcome.frames[0].artifacts.expected = "../../etc/passwd"
        let folder = fixture.store.root.appendingPathComponent("evil")
        try RunReport.write(RunResults(mode: .never, scenarios: [outcome]), to: folder)
        #expect(throws: GoldenStoreError.self) {
            try RunReport.merge([folder.appendingPathComponent("results.json")],
                                into: fixture.store.root.appendingPathComponent("merged"))
        }
    }

    private static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
