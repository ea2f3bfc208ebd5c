import Foundation

/// How a layer's local time follows the clock: local = scale·clock + offset, composed down the
/// tree from each layer's `beginTime`, `speed` and `timeOffset`.
struct LayerTimeMapping {
    var scale: Double = 1
    var offset: Double = 0

    /// The mapping of a child with the given timing under this one.
    func then(_ layer: Layer) -> LayerTimeMapping {
        LayerTimeMapping(scale: scale * layer.speed,
                         offset: (offset - layer.beginTime) * layer.speed + layer.timeOffset)
    }

    func localTime(forClockTime time: TimeInterval) -> TimeInterval { scale * time + offset }

    /// The clock time at which local time reaches `local`; nil when local time is stopped or
    /// runs backwards, so it never gets there.
    func clockTime(forLocalTime local: TimeInterval) -> TimeInterval? {
        scale > 0 ? (local - offset) / scale : nil
    }
}

extension Layer {
    /// The layer's time parent: its superlayer, or for a mask the layer it masks.
    var timeParent: Layer? { superlayer ?? maskOwner }

    /// This layer's mapping from clock time, through every ancestor's timing.
    var timeMapping: LayerTimeMapping {
        (timeParent?.timeMapping ?? LayerTimeMapping()).then(self)
    }

    /// Converts `time` from `layer`'s local time (the clock's when nil) to this layer's,
    /// as `convertTime(_:from:)`; this is how a paused layer's moment is read.
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        let clockTime = layer.map { l in
            let mapping = l.timeMapping
            return mapping.scale != 0 ? (time - mapping.offset) / mapping.scale : time
        } ?? time
        return timeMapping.localTime(forClockTime: clockTime)
    }
}
