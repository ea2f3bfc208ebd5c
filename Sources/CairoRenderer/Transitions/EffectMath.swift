/// The easing helpers the effects share.
enum EffectMath {
    /// How far `p` is through `phase`, clamped to 0…1.
    static func fraction(_ p: Double, of phase: ClosedRange<Double>) -> Double {
        min(1, max(0, (p - phase.lowerBound) / (phase.upperBound - phase.lowerBound)))
    }

    /// 3t² − 2t³: eases in and out of 0…1 with zero slope at both ends.
    static func smoothstep(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
