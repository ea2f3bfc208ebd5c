import Foundation

/// Every value that moves during a transition, per layer and property, at 60 fps from its start
/// until it has settled. Values that never move are left out, so the trace stays small and a
/// diff of it shows motion only.
///
///     let trace = recorder.trace
///     try trace.text.write(to: goldens.appending(path: "motion.txt"), atomically: true, encoding: .utf8)
package struct MotionTrace: Equatable, Sendable {
    /// Display refresh rate of the devices the transitions imitate.
    package static let framesPerSecond = 60

    /// How many ticks were sampled: tick n is at n/60 s after the transition starts.
    package let tickCount: Int
    /// The moving tracks, ordered by layer path, then by `MotionProperty.all`.
    package let tracks: [MotionTrack]

    package init(tickCount: Int, tracks: [MotionTrack]) {
        self.tickCount = tickCount
        self.tracks = tracks.sorted { ($0.layer, $0.property.rank) < ($1.layer, $1.property.rank) }
    }

    /// Seconds after the transition starts at which `tick` is sampled.
    package static func time(ofTick tick: Int) -> Double { Double(tick) / Double(framesPerSecond) }

    /// `tick` as a person reads it in a message: "217 ms (tick 13)".
    package static func instant(ofTick tick: Int) -> String {
        "\(Int((time(ofTick: tick) * 1000).rounded())) ms (tick \(tick))"
    }

    /// The ticks needed to sample from 0 through `end` seconds.
    package static func tickCount(through end: Double) -> Int {
        Int((end * Double(framesPerSecond)).rounded(.up)) + 1
    }

    /// The track of `property` on `layer`, if it moves.
    package func track(layer: String, property: MotionProperty) -> MotionTrack? {
        tracks.first { $0.layer == layer && $0.property == property }
    }
}
