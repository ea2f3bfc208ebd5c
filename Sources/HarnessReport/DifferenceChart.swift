import GoldenKit
/// A small inline SVG of differing pixels over a scenario's time, so a reviewer sees where in the
/// animation a change happens; failing frames are red, missing ones hollow.
struct DifferenceChart {
    let scenario: ScenarioOutcome
    let width = 260.0, height = 70.0, inset = 8.0

    var svg: String {
        let frames = scenario.frames
        guard !frames.isEmpty else { return "" }
        let peak = frames.map(differentPixels).max() ?? 0
        let points = frames.map { (x: x($0.time), y: y(differentPixels($0), peak: peak), frame: $0) }
        let line = HTML.void("polyline", [
            "points": points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " "),
            "class": "line",
        ])
        let markers = points.map { point in
            HTML.element("circle", ["cx": format(point.x), "cy": format(point.y), "r": "3.5",
                                    "class": point.frame.status.rawValue],
                         HTML.element("title", [:], HTML.text(label(point.frame))))
        }
        let caption = peak == 0 ? "no differing pixels"
            : "peak \(peak) px at \(Markup.seconds(frames.first { differentPixels($0) == peak }!.time)) s"
        return HTML.element("figure", ["class": "chart"],
                            HTML.element("svg", ["viewBox": "0 0 \(format(width)) \(format(height))",
                                                 "width": format(width), "height": format(height), "role": "img",
                                                 "aria-label": "differing pixels over time: \(caption)"],
                                         children: [axis, limitLine(peak: peak), line] + markers),
                            HTML.element("figcaption", [:], HTML.text("Differing pixels over time: \(caption)")))
    }

    private var axis: String {
        HTML.void("line", ["x1": format(inset), "y1": format(height - inset), "x2": format(width - inset),
                           "y2": format(height - inset), "class": "axis"])
    }

    /// The tolerance's pixel limit, drawn when it falls inside the chart, shows how close frames came to failing.
    private func limitLine(peak: Int) -> String {
        let limit = scenario.tolerance.maxDifferentPixels
        guard limit > 0, limit <= peak else { return "" }
        let level = format(y(limit, peak: peak))
        return HTML.element("line", ["x1": format(inset), "y1": level, "x2": format(width - inset), "y2": level,
                                     "class": "limit"],
                            HTML.element("title", [:], HTML.text("tolerance: at most \(limit) pixels")))
    }

    private var duration: Double { max(scenario.frames.map(\.time).max() ?? 0, 1e-9) }

    private func differentPixels(_ frame: FrameOutcome) -> Int { frame.difference?.differentPixels ?? 0 }

    private func x(_ time: Double) -> Double { inset + (width - 2 * inset) * time / duration }

    private func y(_ pixels: Int, peak: Int) -> Double {
        let fraction = peak == 0 ? 0 : Double(pixels) / Double(peak)
        return height - inset - (height - 2 * inset) * fraction
    }

    private func label(_ frame: FrameOutcome) -> String {
        "\(frame.frame.fileName) at \(Markup.seconds(frame.time)) s: \(frame.status.rawValue), "
            + (frame.difference.map { "\($0.differentPixels) px differ" } ?? "no comparison")
    }

    private func format(_ value: Double) -> String { Markup.number(value) }
}
