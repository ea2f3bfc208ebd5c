import GoldenKit

/// A scenario's motion in the report: each problem on a line, a chart per diverging property
/// (expected dashed, actual solid, the first divergence marked), and the scene drawn there.
struct MotionSection {
    let motion: MotionOutcome

    var html: String {
        guard motion.status.isFailure else { return "" }
        let problems = HTML.element("ul", ["class": "motion-problems"],
                                    children: motion.problems.map { HTML.element("li", [:], HTML.text($0)) })
        return HTML.element("div", ["class": "motion"],
                            children: [HTML.element("h3", [:], HTML.text("Motion (\(motion.golden))")), problems]
                                + motion.charts.map { MotionChartFigure(chart: $0).svg } + [snapshot])
    }

    private var snapshot: String {
        guard let snapshot = motion.snapshot else { return "" }
        let sampled = Markup.seconds(snapshot.sampleTime)
        let panels = [
            ("expected at \(sampled) s", snapshot.expected), ("actual at \(sampled) s", snapshot.actual),
            ("diff at \(sampled) s", snapshot.diff), ("actual at \(Markup.seconds(snapshot.divergenceTime)) s, the first divergence", snapshot.atDivergence),
        ]
        return HTML.element("div", ["class": "preview"], children: panels.compactMap { caption, path in
            path.map {
                HTML.element("figure", [:], HTML.element("a", ["href": $0], HTML.image($0, alt: caption, width: 160)),
                             HTML.element("figcaption", [:], HTML.text(caption)))
            }
        })
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
