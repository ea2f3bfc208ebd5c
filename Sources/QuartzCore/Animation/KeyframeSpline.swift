import Foundation

/// The cubic curve `CAKeyframeAnimation` runs through its values in the `cubic` modes: a
/// Kochanek–Bartels spline (a Catmull-Rom spline when tension, continuity and bias are 0), each
/// segment a cubic Hermite curve from one value to the next. The ends repeat their values, so
/// the curve starts and stops heading straight for its neighbour.
struct KeyframeSpline {
    let frames: [AnimatableValue]
    let tension: [Double]?
    let continuity: [Double]?
    let bias: [Double]?

    init(frames: [AnimatableValue], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        (self.frames, self.tension, self.continuity, self.bias) = (frames, tension, continuity, bias)
    }

    /// The value `local` (0…1) of the way through segment `index` (from frame index to index + 1).
    func value(inSegment index: Int, at local: Double) -> AnimatableValue {
        let vectors = frames.map(\.vector)
        guard let p1 = vectors[index], let p2 = vectors[index + 1],
              let p0 = vectors[max(index - 1, 0)], let p3 = vectors[min(index + 2, frames.count - 1)],
              Set([p0.count, p1.count, p2.count, p3.count]).count == 1 else {
            return frames[index].interpolated(to: frames[index + 1], fraction: local)
        }
        let (t, c, b) = parameters(index)
        let (t2, c2, b2) = parameters(index + 1)
        let t1 = local, tt = local * local, ttt = tt * local
        let h00 = 2 * ttt - 3 * tt + 1, h10 = ttt - 2 * tt + t1, h01 = -2 * ttt + 3 * tt, h11 = ttt - tt
        let mixed = p1.indices.map { i -> Double in
            // Leaving p1 and arriving at p2, each tangent a weighted sum of the chords either side.
            let out = (1 - t) * (1 + b) * (1 + c) / 2 * (p1[i] - p0[i]) + (1 - t) * (1 - b) * (1 - c) / 2 * (p2[i] - p1[i])
            let into = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[i] - p1[i]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[i] - p2[i])
            return h00 * p1[i] + h10 * out + h01 * p2[i] + h11 * into
        }
        return frames[index].with(vector: mixed)
    }

    private func parameters(_ index: Int) -> (Double, Double, Double) {
        func at(_ list: [Double]?) -> Double { list.flatMap { index < $0.count ? $0[index] : nil } ?? 0 }
        return (at(tension), at(continuity), at(bias))
    }
}
