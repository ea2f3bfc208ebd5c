import Foundation

/// A decaying one-dimensional motion of the two shapes a damped spring produces:
/// `e^(−σt)(c·cos ωt + s·sin ωt)` when it oscillates, `(c + s·t)e^(−σt)` when critically damped.
/// Springs describe both their offset and their velocity this way, so one settling search serves both.
struct DampedMotion: Hashable, Sendable {
    let decay: Double
    /// Zero for the critically damped shape.
    let frequency: Double
    let c: Double
    let s: Double

    func value(at t: Double) -> Double {
        let envelope = exp(-decay * t)
        if frequency == 0 { return (c + s * t) * envelope }
        return envelope * (c * cos(frequency * t) + s * sin(frequency * t))
    }

    /// The first time after which |value| stays below `threshold`.
    ///
    /// The candidates are t = 0 and every extremum; after the last candidate whose |value| reaches
    /// the threshold, |value| falls through the threshold exactly once before the next candidate,
    /// so bisection finds the crossing.
    func settlingTime(threshold: Double) -> Double {
        let candidates = extremumTimes(threshold: threshold)
        guard let last = candidates.lastIndex(where: { abs(value(at: $0)) >= threshold }) else { return 0 }
        var low = candidates[last]
        var high = last + 1 < candidates.count ? candidates[last + 1] : low + 1 / max(decay, 1e-9)
        while abs(value(at: high)) >= threshold { high += high - low }
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if abs(value(at: mid)) >= threshold { low = mid } else { high = mid }
        }
        return high
    }

    /// t = 0 and the extremum times after it, up to the first one the envelope keeps below
    /// `threshold` (plus that one, as the upper end for the last crossing).
    private func extremumTimes(threshold: Double) -> [Double] {
        var times = [0.0]
        if frequency == 0 {
            // d/dt[(c + s t)e^(−σt)] = 0 at t = 1/σ − c/s.
            if s != 0, case let t = 1 / decay - c / s, t > 0 { times.append(t) }
            return times
        }
        // The derivative vanishes where tan(ωt) = (sω − cσ)/(cω + sσ).
        let phase = atan2(s * frequency - c * decay, c * frequency + s * decay)
        let amplitude = (c * c + s * s).squareRoot()
        var k = phase > 0 ? 0.0 : 1.0
        while true {
            let t = (phase + k * .pi) / frequency
            if t > 0 { times.append(t) }
            if t > 0, amplitude * exp(-decay * t) < threshold { return times }
            k += 1
        }
    }
}
