import GoldenKit
/// One scenario in the report: status, filmstrip of its frames, the chart, the preview and its failing frames.
struct ScenarioSection {
    let scenario: ScenarioOutcome

    static let thumbnailWidth = 96

    var anchor: String { "scenario-\(scenario.id)" }

    var html: String {
        let status = scenario.status
        let motion = scenario.motion.map { MotionSection(motion: $0).html } ?? ""
        // A change of timing alone reads from its curves, so they come before the frames.
        let body = (timingOnly ? [headline, motion, filmstrip, DifferenceChart(scenario: scenario).svg, preview]
                               : [headline, filmstrip, DifferenceChart(scenario: scenario).svg, preview, motion])
            + scenario.failingFrames.map { FrameInspector(scenario: scenario, frame: $0).html }
        return HTML.element("section", ["class": "scenario \(status.rawValue)", "id": anchor],
                            HTML.element("details", status.isFailure ? ["open": ""] : [:],
                                         children: [summaryLine] + body))
    }

    private var summaryLine: String {
        HTML.element("summary", [:],
                     HTML.element("span", ["class": "badge \(scenario.status.rawValue)"], HTML.text(scenario.status.rawValue)),
                     " ", HTML.element("span", ["class": "id"], HTML.text(scenario.id)),
                     " ", HTML.element("span", ["class": "note"], HTML.text(note)))
    }

    private var note: String {
        if scenario.error != nil { return "could not run" }
        return scenario.failureSummary ?? "\(scenario.frames.count) frames"
    }

    private var headline: String {
        var lines = [HTML.element("p", ["class": "meta"],
                                  HTML.text("\(scenario.tolerance.summary) · \(Markup.seconds(scenario.seconds)) s"))]
        if let error = scenario.error { lines.append(HTML.element("pre", ["class": "error"], HTML.text(error))) }
        if let change = scenario.environmentChange {
            lines.append(HTML.element("p", ["class": "why"], HTML.text(change.advice.prefix(1).uppercased() + change.advice.dropFirst() + ".")))
        }
        if let command = scenario.recordCommand {
            lines.append(HTML.element("p", ["class": "fix"], "If the change is intended, re-record it: ",
                                      HTML.element("code", [:], HTML.text(command))))
        }
        return lines.joined()
    }

    private var timingOnly: Bool { scenario.motion?.isTimingOnly == true }

    /// Rows of expected, actual and diff, one column per frame; a row appears only if some frame
    /// has that image. Frames that differ only because the motion's pace changed show no diff row.
    private var filmstrip: String {
        guard !scenario.frames.isEmpty else { return "" }
        let roles: [(String, KeyPath<FrameArtifacts, String?>)] = [("expected", \.expected), ("actual", \.actual)]
            + (timingOnly ? [] : [("diff", \.diff)])
        let header = HTML.element("tr", [:], children: [HTML.element("th", [:])] + scenario.frames.map(columnHeader))
        let rows = roles.filter { _, path in scenario.frames.contains { $0.artifacts[keyPath: path] != nil } }
            .map { role, path in
                HTML.element("tr", [:], children: [HTML.element("th", ["scope": "row"], HTML.text(role))]
                             + scenario.frames.map { thumbnail($0, role: role, path: $0.artifacts[keyPath: path]) })
            }
        return HTML.element("div", ["class": "filmstrip"], HTML.element("table", [:], children: [header] + rows))
    }

    private func columnHeader(_ frame: FrameOutcome) -> String {
        let mark = frame.status.isFailure ? "✗" : "✓"
        let label = "\(mark) \(frame.frame.fileName.dropLast(4)) · \(Markup.seconds(frame.time)) s"
        let content = frame.status.isFailure
            ? HTML.element("a", ["href": "#" + FrameInspector(scenario: scenario, frame: frame).anchor], HTML.text(label))
            : HTML.text(label)
        return HTML.element("th", ["scope": "col", "class": frame.status.isFailure ? "fail" : "pass",
                                   "title": "\(frame.status.rawValue): \(frame.message ?? "matches its golden")"],
                            content)
    }

    private func thumbnail(_ frame: FrameOutcome, role: String, path: String?) -> String {
        guard let path else { return HTML.element("td", ["class": "empty"], "—") }
        return HTML.element("td", ["class": frame.status.isFailure ? "fail" : "pass"],
                            HTML.element("a", ["href": path],
                                         HTML.image(path, alt: "\(role) \(frame.frame.fileName)",
                                                    width: Self.thumbnailWidth)))
    }

    /// The animated expected-vs-actual preview, when the runner wrote one; failing scenarios keep a visible slot.
    private var preview: String {
        if let preview = scenario.preview, preview.expected != nil || preview.actual != nil {
            let panels = [("expected", preview.expected), ("actual", preview.actual)]
            return HTML.element("div", ["class": "preview"], children: panels.compactMap { role, path in
                path.map {
                    HTML.element("figure", [:], HTML.image($0, alt: "animated \(role)", width: 200),
                                 HTML.element("figcaption", [:], HTML.text("animated \(role)")))
                }
            })
        }
        guard scenario.status.isFailure else { return "" }
        return HTML.element("div", ["class": "preview pending"],
                            HTML.text("Animated preview: not written for this run."))
    }
}
