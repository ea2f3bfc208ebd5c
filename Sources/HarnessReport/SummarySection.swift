import GoldenKit
/// The top of the report: the verdict, counts by outcome, the run's facts and links to every failure.
struct SummarySection {
    let results: RunResults

    var html: String {
        let summary = results.summary
        return HTML.element("header", ["class": "summary \(summary.isSuccess ? "passed" : "failed")"],
                            HTML.element("h1", [:], "Golden report"),
                            HTML.element("p", ["class": "verdict"], HTML.text(verdict(summary))),
                            counts(summary), facts(summary), failureLinks)
    }

    private func verdict(_ summary: RunSummary) -> String {
        let failing = summary.failed + summary.missing + summary.errored
        if summary.scenarios == 0 { return "No scenarios ran" }
        return failing == 0 ? "All \(summary.scenarios) scenarios passed"
            : "\(failing) of \(summary.scenarios) scenarios failed (\(summary.failedFrames) frames)"
    }

    private func counts(_ summary: RunSummary) -> String {
        var items = [("failed", summary.failed), ("missing", summary.missing), ("written", summary.written),
                     ("passed", summary.passed)]
        if summary.errored > 0 { items.insert(("errored", summary.errored), at: 0) }
        let labels = ["written": "new / written"]
        return HTML.element("ul", ["class": "counts"], children: items.map { status, count in
            HTML.element("li", ["class": status, "data-count": String(count)],
                         HTML.element("b", [:], String(count)), " ", HTML.text(labels[status] ?? status))
        })
    }

    private func facts(_ summary: RunSummary) -> String {
        var facts = ["mode \(results.mode.rawValue)", "\(summary.frames) frames",
                     "\(Markup.seconds(results.seconds)) s of work"]
        if let shard = results.shard { facts.insert("shard \(shard)", at: 1) }
        let environment = results.environment.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return HTML.element("p", ["class": "meta"], HTML.text((facts + environment).joined(separator: " · ")))
    }

    private var failureLinks: String {
        let failing = ReportPage.ordered(results.scenarios).filter(\.status.isFailure)
        guard !failing.isEmpty else { return "" }
        return HTML.element("ol", ["class": "failures"], children: failing.map { scenario in
            let detail = scenario.error ?? scenario.failingFrames.map(\.frame.fileName).joined(separator: ", ")
            return HTML.element("li", [:],
                                HTML.element("a", ["href": "#" + ScenarioSection(scenario: scenario).anchor],
                                             HTML.text(scenario.id)),
                                " ", HTML.element("span", ["class": "badge \(scenario.status.rawValue)"],
                                                  HTML.text(scenario.status.rawValue)),
                                " ", HTML.text(detail))
        })
    }
}
