import Foundation
import QuartzCore

/// A direction with a strength, readable as a vector or as an angle and magnitude, as gravity
/// and pushes expose theirs: the angle survives a magnitude of zero, so `magnitude = 0` then
/// `magnitude = 1` points the same way as before.
struct PolarVector {
    private(set) var vector: CGVector
    private var angleWhenZero: CGFloat

    init(_ vector: CGVector, angleWhenZero: CGFloat = 0) {
        self.vector = vector
        self.angleWhenZero = angleWhenZero
    }

    var angle: CGFloat {
        get { vector == .zero ? angleWhenZero : atan2(vector.dy, vector.dx) }
        set { set(angle: newValue, magnitude: magnitude) }
    }

    var magnitude: CGFloat {
        get { hypot(vector.dx, vector.dy) }
        set { set(angle: angle, magnitude: newValue) }
    }

    mutating func set(vector: CGVector) {
        angleWhenZero = angle
        self.vector = vector
    }

    mutating func set(angle: CGFloat, magnitude: CGFloat) {
        angleWhenZero = angle
        vector = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    var point: CGPoint { CGPoint(x: vector.dx, y: vector.dy) }
}
