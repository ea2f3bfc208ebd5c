import GoldenKit

/// A scenario's variants side by side: a row per frame, a cell per variant (`iPhone15-light`,
/// `iPhone15-dark`…), each what was rendered when the frame failed, or a mark that it matches its
/// golden (a report copies no passing golden: they are in `Goldens/`), so which variants fail
/// reads at a glance. Rows wrap, so sixteen variants fit a laptop's window.
struct VariantComparison {
    let scenarioID: String
    let variants: [ScenarioOutcome]

    /// One comparison for each scenario with at least two variants among `scenarios`, in the order they first appear.
    static func groups(_ scenarios: [ScenarioOutcome]) -> [VariantComparison] {
        var order: [String] = []
        var variants: [String: [ScenarioOutcome]] = [:]
        for outcome in scenarios where outcome.id.contains("/") {
            let scenarioID = SafeName.scenarioFolder(of: outcome.id)
            if variants[scenarioID] == nil { order.append(scenarioID) }
            variants[scenarioID, default: []].append(outcome)
        }
        return order.compactMap { scenarioID in
            variants[scenarioID].flatMap { $0.count > 1 ? VariantComparison(scenarioID: scenarioID, variants: $0) : nil }
        }
    }

    var html: String {
        let frameCount = variants.map(\.frames.count).max() ?? 0
        let rows = (0..<frameCount).map { index in
            HTML.element("div", ["class": "variant-row"],
                         HTML.element("h3", [:], HTML.text(rowLabel(index))),
                         HTML.element("div", ["class": "variant-cells"], children: variants.map { cell($0, index) }))
        }
        return HTML.element("section", ["class": "variants", "id": "variants-\(scenarioID)"],
                            children: [HTML.element("h2", [:], HTML.text("\(scenarioID): \(variants.count) variants side by side"))] + rows)
    }

    private func rowLabel(_ index: Int) -> String {
        guard let frame = variants.lazy.compactMap({ $0.frames.indices.contains(index) ? $0.frames[index] : nil }).first else { return "" }
        return String(frame.frame.fileName.dropLast(4))
    }

    private func cell(_ outcome: ScenarioOutcome, _ index: Int) -> String {
        let name = String(outcome.id.dropFirst(scenarioID.count + 1))
        let caption = HTML.element("figcaption", [:],
                                   HTML.element("a", ["href": "#" + ScenarioSection(scenario: outcome).anchor], HTML.text(name)))
        guard outcome.frames.indices.contains(index) else {
            return HTML.element("figure", ["class": "empty"], HTML.element("div", ["class": "missing-image"], "—"), caption)
        }
        let frame = outcome.frames[index]
        guard frame.status.isFailure else {
            return HTML.element("figure", ["class": "pass"], HTML.element("div", ["class": "missing-image"], "✓ as recorded"), caption)
        }
        guard let path = frame.artifacts.actual ?? frame.artifacts.expected else {
            return HTML.element("figure", ["class": "fail"], HTML.element("div", ["class": "missing-image"], "—"), caption)
        }
        return HTML.element("figure", ["class": "fail"],
                            HTML.element("a", ["href": path],
                                         HTML.image(path, alt: "\(outcome.id) \(frame.frame.fileName)", width: ScenarioSection.thumbnailWidth)),
                            caption)
    }
}
