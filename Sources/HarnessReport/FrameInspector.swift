import GoldenKit
/// The close-up of one failing frame: side-by-side, slider and flicker views, the counts and the tolerance.
struct FrameInspector {
    let scenario: ScenarioOutcome
    let frame: FrameOutcome

    /// Display width of the panels; both images of the slider must share it for the wipe to line up.
    private var panelWidth: Int { min(frame.difference?.width ?? 375, 320) }

    var html: String {
        HTML.element("article", ["class": "inspector", "id": anchor],
                     HTML.element("h4", [:], HTML.text("\(frame.frame.fileName) at \(Markup.seconds(frame.time)) s: "
                                                        + frame.status.rawValue)),
                     HTML.element("p", ["class": "message"], HTML.text(frame.message ?? "")),
                     modeButtons, sideBySide, slider, flicker, counts)
    }

    var anchor: String { "frame-\(scenario.id)-\(frame.frame.stem)" }

    private var artifacts: FrameArtifacts { frame.artifacts }

    /// Slider and flicker need both images; without a golden only the actual one can be shown.
    private var canCompare: Bool { artifacts.expected != nil && artifacts.actual != nil }

    private var modeButtons: String {
        guard canCompare else { return "" }
        let modes = [("side", "Side by side"), ("slider", "Slider"), ("flicker", "Flicker")]
        return HTML.element("div", ["class": "modes", "role": "tablist"], children: modes.enumerated().map { index, mode in
            HTML.element("button", ["type": "button", "role": "tab", "data-view": mode.0,
                                    "class": index == 0 ? "active" : "", "aria-selected": String(index == 0)],
                         HTML.text(mode.1))
        })
    }

    private var sideBySide: String {
        let panels = [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff)]
        return HTML.element("div", ["class": "view side"], children: panels.compactMap { role, path in
            path.map { figure($0, role: role) }
        })
    }

    private var slider: String {
        guard canCompare, let expected = artifacts.expected, let actual = artifacts.actual else { return "" }
        return HTML.element("div", ["class": "view slider", "hidden": ""],
                            HTML.element("div", ["class": "wipe"],
                                         HTML.image(actual, alt: "actual", width: panelWidth),
                                         HTML.element("div", ["class": "over"],
                                                      HTML.image(expected, alt: "expected", width: panelWidth))),
                            HTML.void("input", ["type": "range", "min": "0", "max": "100", "value": "50",
                                                "style": "width: \(panelWidth)px",
                                                "aria-label": "wipe between expected (left) and actual (right)"]),
                            HTML.element("p", ["class": "hint"], HTML.text("expected ◀ drag ▶ actual")))
    }

    private var flicker: String {
        guard canCompare, let expected = artifacts.expected, let actual = artifacts.actual else { return "" }
        return HTML.element("div", ["class": "view flicker", "hidden": ""],
                            HTML.void("img", ["src": expected, "alt": "expected and actual, alternating",
                                              "width": String(panelWidth), "loading": "lazy", "data-expected": expected,
                                              "data-actual": actual, "data-showing": "expected"]),
                            HTML.element("p", ["class": "flicker-label"], "expected"))
    }

    private var counts: String {
        var rows: [(String, String)] = []
        if let difference = frame.difference {
            let percent = difference.totalPixels > 0
                ? Double(difference.differentPixels) * 100 / Double(difference.totalPixels) : 0
            rows.append(("different pixels", "\(difference.differentPixels) of \(difference.totalPixels) "
                         + "(\((percent * 1000).rounded() / 1000)%)"))
            rows.append(("anti-aliased (not counted)", String(difference.antialiasedPixels)))
            rows.append(("max channel delta", String(difference.maxChannelDelta)))
            rows.append(("size", "expected \(difference.width)×\(difference.height), "
                         + "actual \(difference.actualWidth)×\(difference.actualHeight)"))
        }
        rows.append(("judged by", scenario.tolerance.summary))
        rows.append(("golden", frame.golden))
        return HTML.element("dl", ["class": "counts"], children: rows.map { term, value in
            HTML.element("dt", [:], HTML.text(term)) + HTML.element("dd", [:], HTML.text(value))
        })
    }

    private func figure(_ path: String, role: String) -> String {
        HTML.element("figure", ["class": role],
                     HTML.element("a", ["href": path], HTML.image(path, alt: role, width: panelWidth)),
                     HTML.element("figcaption", [:], HTML.text(role)))
    }
}
