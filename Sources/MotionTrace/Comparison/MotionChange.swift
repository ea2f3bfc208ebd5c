import Foundation

/// One change of a scenario's motion: the layer it shows in first, and the layers whose motion
/// follows from it. A push that now takes 500 ms instead of 350 ms is one change, led by the
/// pushed view, followed by the view it covers, the dimming and the navigation bar's titles.
package struct MotionChange: Sendable {
    package let leader: MotionLayerChange
    /// In the order they rank as causes.
    package internal(set) var following: [MotionLayerChange]

    /// For a change of timing alone, the leader's progress from its first value (0) to its final
    /// one (1) at each tick, on each side: the curves a person compares rather than frames.
    package var progress: (expected: [Double?], actual: [Double?])? {
        leader.kind == .timing ? MotionCause(expected: leader.lead.expected, actual: leader.lead.actual,
                                             unit: leader.lead.property.unit, limit: leader.lead.limit).progress : nil
    }
}

extension MotionTrace {
    /// The divergences of `actual` from this golden trace as changes, cause first: each layer's
    /// properties read together, a layer whose motion follows from an earlier one's folded into
    /// its change. Layers rank the content's before the chrome's (bars, the home indicator), a
    /// changed path before a changed pace before a changed presence, then by how far past
    /// tolerance they went, a superlayer before its sublayers.
    ///
    ///     for change in golden.changes(from: actual) { print(change.leader, "and \(change.following.count) more") }
    ///     // ScreenView/…/SecondViewController position: the motion ends at 500 ms instead of 350 ms, … and 23 more
    package func changes(from actual: MotionTrace, tolerance: MotionTolerance = .default) -> [MotionChange] {
        let layers = Dictionary(grouping: divergences(from: actual, tolerance: tolerance), by: \.layer)
            .map { MotionLayerChange(layer: $0, divergences: $1) }
            .sorted { a, b in
                if a.isChrome != b.isChrome { return !a.isChrome }
                if a.kind != b.kind { return a.kind < b.kind }
                if a.size != b.size { return a.size > b.size }
                let (depthA, depthB) = (a.layer.count { $0 == "/" }, b.layer.count { $0 == "/" })
                return depthA != depthB ? depthA < depthB : a.layer < b.layer
            }
        var changes: [MotionChange] = []
        for layer in layers {
            if let index = changes.firstIndex(where: { change in ([change.leader] + change.following).contains { layer.follows($0) } }) {
                changes[index].following.append(layer)
            } else {
                changes.append(MotionChange(leader: layer, following: []))
            }
        }
        return changes
    }
}
