import Foundation

/// How far each kind of traced value may drift from its golden and still count as the same
/// motion, per component and at every tick. The defaults sit below what a person notices at
/// 60 fps: a quarter point of travel, half a degree of turn, half a percent of opacity or scale.
///
///     var tolerance = MotionTolerance.default
///     tolerance.points = 1   // a scene whose layout rounds differently on purpose
public struct MotionTolerance: Hashable, Sendable {
    /// Points of position, size, radius or offset.
    public var points: Double
    /// Degrees of rotation.
    public var degrees: Double
    /// Opacity, scale, anchor point, colour channel or transition progress.
    public var fraction: Double
    /// Perspective terms such as m34.
    public var perspective: Double

    public init(points: Double = 0.25, degrees: Double = 0.5, fraction: Double = 0.005, perspective: Double = 0.00001) {
        (self.points, self.degrees, self.fraction, self.perspective) = (points, degrees, fraction, perspective)
    }

    public static let `default` = MotionTolerance()

    /// The largest difference allowed in one component of `unit`; flags must match exactly.
    package func limit(for unit: MotionUnit) -> Double {
        switch unit {
        case .points: points
        case .degrees: degrees
        case .fraction: fraction
        case .perspective: perspective
        case .flag: 0
        }
    }
}
