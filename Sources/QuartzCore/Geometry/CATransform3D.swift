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
    public var entries: [Double] {
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

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the z = 0 plane affinely (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2D part, meaningful when `isAffine` (`CATransform3DGetAffineTransform`).
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether every entry is a finite number.
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self` applied first, then `t` (`CATransform3DConcat(self, t)`).
    public func concatenating(_ t: CATransform3D) -> CATransform3D {
        let a = entries, b = t.entries
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] = a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j] + a[i * 4 + 3] * b[12 + j]
            }
        }
        return CATransform3D(entries: r)
    }

    /// `CATransform3DTranslate`: the translation applied first, then `self`.
    public func translatedBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(translationX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DScale`.
    public func scaledBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
    }
    /// `CATransform3DRotate`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the matrix is singular or not finite.
    public func inverted() -> CATransform3D? {
        let m = entries
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return CATransform3D(entries: inv.map { $0 / det })
    }

    /// Maps a point in the z = 0 plane to homogeneous coordinates (x, y, z, w).
    public func project(_ p: CGPoint, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (p.x * m11 + p.y * m21 + z * m31 + m41,
         p.x * m12 + p.y * m22 + z * m32 + m42,
         p.x * m13 + p.y * m23 + z * m33 + m43,
         p.x * m14 + p.y * m24 + z * m34 + m44)
    }
}
