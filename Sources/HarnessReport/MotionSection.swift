import GoldenKit

/// A scenario's motion in the report: each change on a line with the layers that follow it
/// listed under it, a chart per diverging property of a leading layer (expected dashed, actual
/// solid, the first divergence marked), and the scene drawn there. A change of timing alone
/// leads with its progress curves, and its scene is shown without a diff: every pixel of a view
/// caught at another point of the same path differs, which says nothing a curve does not.
struct MotionSection {
    let motion: MotionOutcome

    var html: String {
        guard motion.status.isFailure else { return "" }
        let items = motion.changes.map { change in
            HTML.element("li", [:], HTML.text(change.line),
                         change.following.isEmpty ? "" : HTML.element("ul", ["class": "following"],
                             children: change.following.map { HTML.element("li", [:], HTML.text($0)) }))
        } + motion.problems.map { HTML.element("li", [:], HTML.text($0)) }
        let problems = HTML.element("ul", ["class": "motion-problems"], children: items)
        let timing = motion.isTimingOnly
            ? [HTML.element("p", ["class": "why"], HTML.text("The motion changed its timing alone: the same path at another pace. "
                + "The frames differ because they catch it at other points; the curves below compare the two paces."))]
            : []
        return HTML.element("div", ["class": "motion"],
                            children: [HTML.element("h3", [:], HTML.text("Motion (\(motion.golden))"))] + timing + [problems]
                                + motion.changes.compactMap(\.progress).map { MotionChartFigure(chart: $0).svg }
                                + motion.charts.map { MotionChartFigure(chart: $0).svg } + [snapshot])
    }

    private var snapshot: String {
        guard let snapshot = motion.snapshot else { return "" }
        let sampled = Markup.seconds(snapshot.sampleTime)
        let panels = [
            ("expected at \(sampled) s", snapshot.expected), ("actual at \(sampled) s", snapshot.actual),
            ("diff at \(sampled) s", motion.isTimingOnly ? nil : snapshot.diff),
            ("actual at \(Markup.seconds(snapshot.divergenceTime)) s, the first divergence", snapshot.atDivergence),
        ]
        return HTML.element("div", ["class": "preview"], children: panels.compactMap { caption, path in
            path.map {
                HTML.element("figure", [:], HTML.element("a", ["href": $0], HTML.image($0, alt: caption, width: 160)),
                             HTML.element("figcaption", [:], HTML.text(caption)))
            }
        })
    }
}

extension MotionOutcome {
    /// Whether every change is one of timing alone, and nothing else failed: the frames then
    /// differ only because the same motion runs at another pace.
    var isTimingOnly: Bool {
        !changes.isEmpty && problems.isEmpty && changes.allSatisfy { $0.progress != nil }
    }
}

/// One diverging property over time as an inline SVG: a line per component for each side.
struct MotionChartFigure {
    let chart: MotionChart
    let width = 320.0, height = 110.0, inset = 8.0

    var svg: String {
        let values = (chart.expected + chart.actual).compactMap { $0 }.flatMap { $0 }
        let (low, high) = (values.min() ?? 0, values.max() ?? 1)
        let ticks = max(chart.expected.count, chart.actual.count)
        func x(_ tick: Int) -> Double { inset + (width - 2 * inset) * Double(tick) / Double(max(ticks - 1, 1)) }
        func y(_ value: Double) -> Double {
            height - inset - (height - 2 * inset) * (high > low ? (value - low) / (high - low) : 0.5)
        }
        func lines(_ track: [[Double]?], _ role: String) -> [String] {
            let components = track.compactMap { $0?.count }.max() ?? 0
            return (0..<components).map { component in
                let points = track.enumerated().compactMap { tick, value in
                    value.map { "\(format(x(tick))),\(format(y($0[component])))" }
                }
                return HTML.void("polyline", ["points": points.joined(separator: " "), "class": role])
            }
        }
        let marker = HTML.element("line", ["x1": format(x(chart.firstTick)), "y1": format(inset),
                                           "x2": format(x(chart.firstTick)), "y2": format(height - inset), "class": "limit"],
                                  HTML.element("title", [:], HTML.text("first divergence at \(Markup.seconds(chart.firstTime)) s")))
        let caption = "\(chart.layer) \(chart.property): expected dashed, actual solid, \(format(low))…\(format(high))\(chart.unit); "
            + "first divergence at \(Markup.seconds(chart.firstTime)) s"
        return HTML.element("figure", ["class": "chart motion-chart"],
                            HTML.element("svg", ["viewBox": "0 0 \(format(width)) \(format(height))",
                                                 "width": format(width), "height": format(height), "role": "img",
                                                 "aria-label": caption],
                                         children: lines(chart.expected, "expected") + lines(chart.actual, "actual") + [marker]),
                            HTML.element("figcaption", [:], HTML.text(caption)))
    }

    private func format(_ value: Double) -> String { Markup.number(value) }
}
