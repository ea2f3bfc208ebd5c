import GoldenKit
/// The top of the report, in the order a reviewer acts on it: the verdict, what to do about it
/// (the command that re-records the failures), counts, links to every failure, the run's facts,
/// and the rendering environment folded away.
struct SummarySection {
    let results: RunResults

    var html: String {
        let summary = results.summary
        return HTML.element("header", ["class": "summary \(summary.isSuccess ? "passed" : "failed")"],
                            HTML.element("h1", [:], "Golden report"),
                            HTML.element("p", ["class": "verdict"], HTML.text(verdict(summary))),
                            nextStep, counts(summary), failureLinks, facts(summary), environment)
    }

    /// The likely cause when the goldens were recorded in another environment, then the command
    /// that accepts every change at once, or each failing scenario's own when the run has none
    /// (assertions from `swift test`).
    private var nextStep: String {
        let commands = results.recordCommand.map { [$0] }
            ?? ReportPage.ordered(results.scenarios).compactMap(\.recordCommand).reduce(into: [String]()) { unique, command in
                if !unique.contains(command) { unique.append(command) }
            }
        let changed = results.scenarios.compactMap(\.environmentChange)
        guard !commands.isEmpty || !changed.isEmpty else { return "" }
        let cause = changed.first.map { first in
            HTML.element("p", ["class": "why"], HTML.text(
                "\(changed.count) failing scenario\(changed.count == 1 ? " was" : "s were") recorded in another rendering environment "
                + "(the first \(first)). That alone changes text and edges: read \(EnvironmentChange.readmeSection), before re-recording."))
        } ?? ""
        let record = commands.isEmpty ? "" : HTML.element("p", [:], "If these changes are intended, look at the images below, then record them:")
            + HTML.element("pre", [:], children: commands.map { HTML.element("code", [:], HTML.text($0)) + "\n" })
        return HTML.element("div", ["class": "next-step"], cause, record)
    }

    /// Versions of the libraries and fonts that drew the frames, folded: they matter when they
    /// changed, and the failures say so when they did.
    private var environment: String {
        guard !results.environment.isEmpty else { return "" }
        let rows = results.environment.sorted { $0.key < $1.key }.flatMap { key, value in
            [HTML.element("dt", [:], HTML.text(key)), HTML.element("dd", [:], HTML.text(value))]
        }
        return HTML.element("details", ["class": "environment"],
                            HTML.element("summary", [:], "Rendering environment"),
                            HTML.element("dl", ["class": "counts"], children: rows))
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
        return HTML.element("p", ["class": "meta"], HTML.text(facts.joined(separator: " · ")))
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
