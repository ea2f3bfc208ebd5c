import Foundation

/// How a layer's local time follows the clock: local = scale·clock + offset, composed down the
/// tree from each layer's `beginTime`, `speed` and `timeOffset`.
package struct LayerTimeMapping {
    package var scale: Double = 1
    package var offset: Double = 0

    /// The mapping of a child with the given timing under this one.
    package func then(_ layer: CALayer) -> LayerTimeMapping {
        LayerTimeMapping(scale: scale * layer.speedValue,
                         offset: (offset - layer.beginTime) * layer.speedValue + layer.timeOffset)
    }

    package func localTime(forClockTime time: TimeInterval) -> TimeInterval { scale * time + offset }

    /// The clock time at which local time reaches `local`; nil when local time is stopped or
    /// runs backwards, so it never gets there.
    package func clockTime(forLocalTime local: TimeInterval) -> TimeInterval? {
        scale > 0 ? (local - offset) / scale : nil
    }
}

extension CALayer {
    /// The layer's time parent: its superlayer, or for a mask the layer it masks.
    package var timeParent: CALayer? { superlayer ?? maskOwner }

    /// This layer's mapping from clock time, through every ancestor's timing.
    package var timeMapping: LayerTimeMapping {
        (timeParent?.timeMapping ?? LayerTimeMapping()).then(self)
    }

    /// Converts `time` from `layer`'s local time (the clock's when nil) to this layer's,
    /// as `convertTime(_:from:)`; this is how a paused layer's moment is read.
    public func convertTime(_ time: TimeInterval, from layer: CALayer?) -> TimeInterval {
        let clockTime = layer.map { l in
            let mapping = l.timeMapping
            return mapping.scale != 0 ? (time - mapping.offset) / mapping.scale : time
        } ?? time
        return timeMapping.localTime(forClockTime: clockTime)
    }
}
