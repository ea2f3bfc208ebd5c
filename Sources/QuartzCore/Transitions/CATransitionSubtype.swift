import Foundation

/// The side a directional transition comes from, as the `kCATransitionFrom…` constants.
public enum CATransitionSubtype: String, Sendable, CaseIterable {
    case fromLeft, fromRight, fromTop, fromBottom

    /// The unit step toward the side the new content comes from, y down: multiplied by the
    /// layer's width (left, right) or height (top, bottom) it is the slide offset `o` (docs/ARCHITECTURE.md).
    package var direction: CGPoint {
        switch self {
        case .fromLeft: CGPoint(x: -1, y: 0)
        case .fromRight: CGPoint(x: 1, y: 0)
        case .fromTop: CGPoint(x: 0, y: -1)
        case .fromBottom: CGPoint(x: 0, y: 1)
        }
    }

    /// Whether the motion runs along x (left, right) rather than y.
    package var isHorizontal: Bool { self == .fromLeft || self == .fromRight }
}
