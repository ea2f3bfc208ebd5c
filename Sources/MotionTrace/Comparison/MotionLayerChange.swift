import Foundation

/// How one layer's motion changed, its diverging properties read together: its path (the values
/// it passes through, where it ends), its timing alone (the same path at another pace), or only
/// when it shows or goes away.
///
///     ScreenView/…/SecondViewController position, visible: the motion ends at 500 ms instead of 350 ms, the same path at another pace; first diverges at …
package struct MotionLayerChange: Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Comparable {
        /// Values the golden never passes through: a bump, another destination, an overshoot.
        case path
        /// The same values at another pace: a duration, a delay, a timing curve.
        case timing
        /// Only when the layer is in the tree or shown.
        case presence
    }

    package let layer: String
    /// The layer's diverging properties, the one its cause is read from first.
    package let divergences: [MotionDivergence]
    package let kind: Kind

    /// `divergences` are one layer's, in the trace's order.
    init(layer: String, divergences: [MotionDivergence]) {
        let moving = divergences.filter { !$0.isPresenceOnly }
        kind = moving.isEmpty ? .presence : moving.allSatisfy(\.isRetimed) ? .timing : .path
        // The cause is read from what defines the kind: a moved value before a flag, and among
        // the values one that names a cause, for a path change one off the golden's path.
        let defining = kind == .presence ? divergences.filter { $0.property.unit == .flag }
            : kind == .timing ? moving : moving.filter { !$0.isRetimed }
        let lead = defining.first { $0.cause != nil } ?? defining.first ?? divergences[0]
        self.layer = layer
        self.divergences = [lead] + divergences.filter { $0 != lead }
    }

    /// The divergence the cause and the first instant are read from.
    package var lead: MotionDivergence { divergences[0] }

    package var isChrome: Bool { lead.isChrome }

    /// How far past its tolerance the layer's values went where both sides have it; a layer that
    /// only shows at another time ranks by nothing.
    var size: Double { divergences.filter { !$0.isPresenceOnly }.map(\.size).max() ?? 0 }

    /// When the change runs on each side: the lead's motion from its start to where it settles,
    /// or the ticks the layer is shown.
    var span: MotionSpan? {
        if kind != .presence { return lead.span }
        func shown(_ track: [[Double]?]) -> ClosedRange<Int>? {
            let visible = track.indices.filter { track[$0]?.first == 1 }
            guard let first = visible.first, let last = visible.last else { return nil }
            return first...(last + 1)
        }
        guard let expected = shown(lead.expected), let actual = shown(lead.actual) else { return nil }
        return MotionSpan(expected: expected, actual: actual)
    }

    /// Whether this layer's change follows from `leader`'s: a superlayer's that changed the same
    /// way, or the same change of timing (the bars' titles moving with a push that now takes
    /// longer, the subviews of a view removed later with it).
    func follows(_ leader: MotionLayerChange) -> Bool {
        guard kind != .path else {
            // A path changes for a reason of its own, unless a superlayer's path changed with it.
            return leader.kind == .path && layer.hasPrefix(leader.layer + "/") && abs(lead.firstTick - leader.lead.firstTick) <= 2
        }
        guard leader.kind != .path, let span, let leaderSpan = leader.span else { return false }
        return leaderSpan.explains(span)
    }

    /// The lead property, the cause, its first divergence and its largest, then the layer's
    /// other diverging properties.
    package var description: String {
        var causes = [lead.cause].compactMap { $0 }
        if kind == .timing { causes.append("the same path at another pace") }
        let others = divergences.dropFirst().map(\.property.name)
        return "\(layer) \(lead.property.name)" + (causes.isEmpty ? "" : ": \(causes.joined(separator: ", "));") + " " + lead.details
            + (others.isEmpty ? "" : "; also \(others.joined(separator: ", "))")
    }
}
