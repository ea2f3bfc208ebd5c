import GoldenKit
/// The whole `index.html`: self-contained, with inline CSS and script and images by relative path.
struct ReportPage {
    let results: RunResults

    /// Failures first (errors, then failures, then missing goldens), then recordings, then passes; by id within each.
    static let order: [ScenarioStatus] = [.errored, .failed, .missing, .written, .passed]

    static func ordered(_ scenarios: [ScenarioOutcome]) -> [ScenarioOutcome] {
        order.flatMap { status in scenarios.filter { $0.status == status } }
    }

    var html: String {
        let summary = results.summary
        let title = summary.isSuccess ? "Golden report: all passed"
            : "Golden report: \(summary.failed + summary.missing + summary.errored) failing"
        let sections = VariantComparison.groups(results.scenarios).map(\.html)
            + Self.ordered(results.scenarios).map { ScenarioSection(scenario: $0).html }
        return "<!DOCTYPE html>\n" + HTML.element("html", ["lang": "en"],
            HTML.element("head", [:],
                         HTML.void("meta", ["charset": "utf-8"]),
                         HTML.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                         HTML.element("title", [:], HTML.text(title)),
                         HTML.element("style", [:], ReportAssets.css)),
            HTML.element("body", [:],
                         SummarySection(results: results).html,
                         HTML.element("main", [:], children: sections),
                         HTML.element("script", [:], ReportAssets.script))) + "\n"
    }
}
