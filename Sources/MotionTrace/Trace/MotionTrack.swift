import Foundation

/// One property of one layer over the whole trace: its value at every 60 fps tick.
package struct MotionTrack: Equatable, Sendable {
    /// The layer's stable path, e.g. `UIView/UIWindow/UINavigationController/SecondViewController/mask`.
    package let layer: String
    package let property: MotionProperty
    /// The value at each tick, rounded to the property's unit; nil while the layer is not in the tree.
    package var values: [[Double]?]

    package init(layer: String, property: MotionProperty, values: [[Double]?]) {
        (self.layer, self.property, self.values) = (layer, property, values)
    }

    /// Whether the value changes between two ticks at which the layer is present. Appearing and
    /// leaving alone are not motion: the frames guard where a still layer stands.
    package var moves: Bool {
        var last: [Double]?
        for case let value? in values {
            if let last, last != value { return true }
            last = value
        }
        return false
    }

    /// The value held at `tick`, or the last value when the trace is shorter (it has settled).
    package func value(at tick: Int) -> [Double]? {
        values.isEmpty ? nil : values[min(tick, values.count - 1)]
    }
}
