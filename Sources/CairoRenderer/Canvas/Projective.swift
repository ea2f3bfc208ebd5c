import QuartzCore

/// A 3×3 homogeneous map of the plane in row-vector form (`[x y 1]·H = [X Y W]`, point = (X/W, Y/W)):
/// what a `CATransform3D` does to a layer's z = 0 plane once the result is flattened into its
/// superlayer's plane, as Core Animation flattens every non-`CATransformLayer`.
struct Projective: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    static let identity = Projective(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
         m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The plane-to-plane part of `t`: z of the input is 0 and z of the output is dropped.
    init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }

    init(translationX x: Double, y: Double) {
        self = .identity
        (m31, m32) = (x, y)
    }

    init(scale: Double) {
        self = .identity
        (m11, m22) = (scale, scale)
    }

    /// `self` applied first, then `t`.
    func concatenating(_ t: Projective) -> Projective {
        Projective(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31,
            m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31,
            m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31,
            m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// Whether the map has no perspective row, so Cairo can draw through it directly. Tiny
    /// perspective terms (below a millionth of a pixel's worth of w across 10⁴ px) count as none.
    var isAffine: Bool {
        abs(m13) < 1e-10 && abs(m23) < 1e-10 && m33 > 0
    }

    /// The affine map equal to `self` when `isAffine`, normalised so that w = 1.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or nil when the map is singular or not finite.
    func inverted() -> Projective? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let r = Projective(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return r.isFinite ? r : nil
    }

    /// Homogeneous image of a point.
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }
}
