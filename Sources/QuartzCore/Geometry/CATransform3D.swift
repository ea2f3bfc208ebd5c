import Foundation

/// A 4×4 homogeneous transform with Core Animation's fields and row-vector convention
/// (`[x y z 1]·M`), so `m41…m43` translate and `m34 = −1/d` adds perspective at eye distance d.
///
///     var t = CATransform3D.identity
///     t.m34 = -1 / 500
///     t = t.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
public struct CATransform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen entries in row-major order.
    package var entries: [Double] {
        get { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
        set {
            precondition(newValue.count == 16, "CATransform3D needs 16 entries, got \(newValue.count)")
            (m11, m12, m13, m14) = (newValue[0], newValue[1], newValue[2], newValue[3])
            (m21, m22, m23, m24) = (newValue[4], newValue[5], newValue[6], newValue[7])
            (m31, m32, m33, m34) = (newValue[8], newValue[9], newValue[10], newValue[11])
            (m41, m42, m43, m44) = (newValue[12], newValue[13], newValue[14], newValue[15])
        }
    }

    public init(entries: [Double]) {
        self = .identity
        self.entries = entries
    }

    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    public init(scaleX x: Double, y: Double, z: Double) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
    /// A zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        self.init(
            m11: c + t * ux * ux, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: c + t * uy * uy, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: c + t * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Embeds a 2D affine transform, as `CATransform3DMakeAffineTransform`.
    public init(_ t: CGAffineTransform) {
        self.init(
            m11: t.a, m12: t.b, m13: 0, m14: 0,
            m21: t.c, m22: t.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    package var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the z = 0 plane affinely (`CATransform3DIsAffine`).
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2D part, meaningful when `isAffine` (`CATransform3DGetAffineTransform`).
    package var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether every entry is a finite number.
    package var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self` applied first, then `t` (`CATransform3DConcat(self, t)`). Each entry sums its
    /// four products left to right, row by row in vector lanes, without allocating.
    package func concatenating(_ t: CATransform3D) -> CATransform3D {
        let b = (SIMD4(t.m11, t.m12, t.m13, t.m14), SIMD4(t.m21, t.m22, t.m23, t.m24),
                 SIMD4(t.m31, t.m32, t.m33, t.m34), SIMD4(t.m41, t.m42, t.m43, t.m44))
        func row(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double) -> SIMD4<Double> {
            a1 * b.0 + a2 * b.1 + a3 * b.2 + a4 * b.3
        }
        let r1 = row(m11, m12, m13, m14), r2 = row(m21, m22, m23, m24)
        let r3 = row(m31, m32, m33, m34), r4 = row(m41, m42, m43, m44)
        return CATransform3D(m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3],
                             m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
                             m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3],
                             m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
    }

    /// `CATransform3DTranslate`: the translation applied first, then `self`.
    package func translatedBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(translationX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DScale`.
    package func scaledBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DRotate`.
    package func rotated(by angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the matrix is singular or not finite: cofactors over the
    /// determinant.
    package func inverted() -> CATransform3D? {
        let i0 = m22 * m33 * m44 - m22 * m34 * m43 - m32 * m23 * m44 + m32 * m24 * m43 + m42 * m23 * m34 - m42 * m24 * m33
        let i4 = -m21 * m33 * m44 + m21 * m34 * m43 + m31 * m23 * m44 - m31 * m24 * m43 - m41 * m23 * m34 + m41 * m24 * m33
        let i8 = m21 * m32 * m44 - m21 * m34 * m42 - m31 * m22 * m44 + m31 * m24 * m42 + m41 * m22 * m34 - m41 * m24 * m32
        let i12 = -m21 * m32 * m43 + m21 * m33 * m42 + m31 * m22 * m43 - m31 * m23 * m42 - m41 * m22 * m33 + m41 * m23 * m32
        let i1 = -m12 * m33 * m44 + m12 * m34 * m43 + m32 * m13 * m44 - m32 * m14 * m43 - m42 * m13 * m34 + m42 * m14 * m33
        let i5 = m11 * m33 * m44 - m11 * m34 * m43 - m31 * m13 * m44 + m31 * m14 * m43 + m41 * m13 * m34 - m41 * m14 * m33
        let i9 = -m11 * m32 * m44 + m11 * m34 * m42 + m31 * m12 * m44 - m31 * m14 * m42 - m41 * m12 * m34 + m41 * m14 * m32
        let i13 = m11 * m32 * m43 - m11 * m33 * m42 - m31 * m12 * m43 + m31 * m13 * m42 + m41 * m12 * m33 - m41 * m13 * m32
        let i2 = m12 * m23 * m44 - m12 * m24 * m43 - m22 * m13 * m44 + m22 * m14 * m43 + m42 * m13 * m24 - m42 * m14 * m23
        let i6 = -m11 * m23 * m44 + m11 * m24 * m43 + m21 * m13 * m44 - m21 * m14 * m43 - m41 * m13 * m24 + m41 * m14 * m23
        let i10 = m11 * m22 * m44 - m11 * m24 * m42 - m21 * m12 * m44 + m21 * m14 * m42 + m41 * m12 * m24 - m41 * m14 * m22
        let i14 = -m11 * m22 * m43 + m11 * m23 * m42 + m21 * m12 * m43 - m21 * m13 * m42 - m41 * m12 * m23 + m41 * m13 * m22
        let i3 = -m12 * m23 * m34 + m12 * m24 * m33 + m22 * m13 * m34 - m22 * m14 * m33 - m32 * m13 * m24 + m32 * m14 * m23
        let i7 = m11 * m23 * m34 - m11 * m24 * m33 - m21 * m13 * m34 + m21 * m14 * m33 + m31 * m13 * m24 - m31 * m14 * m23
        let i11 = -m11 * m22 * m34 + m11 * m24 * m32 + m21 * m12 * m34 - m21 * m14 * m32 - m31 * m12 * m24 + m31 * m14 * m22
        let i15 = m11 * m22 * m33 - m11 * m23 * m32 - m21 * m12 * m33 + m21 * m13 * m32 + m31 * m12 * m23 - m31 * m13 * m22
        let det = m11 * i0 + m12 * i4 + m13 * i8 + m14 * i12
        guard det != 0, det.isFinite else { return nil }
        return CATransform3D(m11: i0 / det, m12: i1 / det, m13: i2 / det, m14: i3 / det,
                             m21: i4 / det, m22: i5 / det, m23: i6 / det, m24: i7 / det,
                             m31: i8 / det, m32: i9 / det, m33: i10 / det, m34: i11 / det,
                             m41: i12 / det, m42: i13 / det, m43: i14 / det, m44: i15 / det)
    }

    /// Maps a point in the z = 0 plane to homogeneous coordinates (x, y, z, w).
    package func project(_ p: CGPoint, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (p.x * m11 + p.y * m21 + z * m31 + m41,
         p.x * m12 + p.y * m22 + z * m32 + m42,
         p.x * m13 + p.y * m23 + z * m33 + m43,
         p.x * m14 + p.y * m24 + z * m34 + m44)
    }
}
