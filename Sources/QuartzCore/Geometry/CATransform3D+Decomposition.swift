import Foundation

/// A `CATransform3D` split into the parts CSS Transforms interpolate separately: applied in the
/// order scale, skew, rotation, translation, perspective (row vectors, as Core Animation).
///
///     let halfway = CATransform3D.identity.interpolated(to: .init(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), fraction: 0.5)
package struct DecomposedTransform3D: Hashable, Sendable {
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz and yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// A unit quaternion (x, y, z, w).
    public var rotation: (x: Double, y: Double, z: Double, w: Double)
    public var translation: (x: Double, y: Double, z: Double)
    /// The last column: m14, m24, m34, m44.
    public var perspective: (x: Double, y: Double, z: Double, w: Double)

    public static func == (a: Self, b: Self) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    private var components: [Double] {
        [scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz, rotation.x, rotation.y, rotation.z, rotation.w,
         translation.x, translation.y, translation.z, perspective.x, perspective.y, perspective.z, perspective.w]
    }

    public init(scale: (x: Double, y: Double, z: Double) = (1, 1, 1),
                skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0),
                rotation: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1),
                translation: (x: Double, y: Double, z: Double) = (0, 0, 0),
                perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)) {
        (self.scale, self.skew, self.rotation, self.translation, self.perspective) = (scale, skew, rotation, translation, perspective)
    }

    /// The matrix again: scale · skew · rotation · translation · perspective, multiplied out
    /// (presentations compose one per animated transform, so this avoids four 4×4 products).
    public var transform: CATransform3D {
        let (x, y, z, w) = rotation
        let r0 = Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let r1 = Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let r2 = Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // Rows of scale · skew · rotation.
        let a0 = r0 * scale.x
        let a1 = (r1 + r0 * skew.xy) * scale.y
        let a2 = (r2 + r0 * skew.xz + r1 * skew.yz) * scale.z
        let t = Vector3(translation.x, translation.y, translation.z)
        let p = Vector3(perspective.x, perspective.y, perspective.z)
        return CATransform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.dot(p),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.dot(p),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.dot(p),
            m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + perspective.w)
    }

    /// Each part interpolated on its own: linearly, and the rotation along the shorter arc.
    package func interpolated(to other: DecomposedTransform3D, fraction f: Double) -> DecomposedTransform3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return DecomposedTransform3D(
            scale: (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z)),
            skew: (mix(skew.xy, other.skew.xy), mix(skew.xz, other.skew.xz), mix(skew.yz, other.skew.yz)),
            rotation: Self.slerp(rotation, other.rotation, f),
            translation: (mix(translation.x, other.translation.x), mix(translation.y, other.translation.y),
                          mix(translation.z, other.translation.z)),
            perspective: (mix(perspective.x, other.perspective.x), mix(perspective.y, other.perspective.y),
                          mix(perspective.z, other.perspective.z), mix(perspective.w, other.perspective.w)))
    }

    private typealias Quaternion = (x: Double, y: Double, z: Double, w: Double)

    private static func slerp(_ a: Quaternion, _ b: Quaternion, _ f: Double) -> Quaternion {
        var b = b
        var dot = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if dot < 0 { (b, dot) = ((-b.x, -b.y, -b.z, -b.w), -dot) }
        let (wa, wb): (Double, Double)
        if dot > 0.9995 {
            (wa, wb) = (1 - f, f)
        } else {
            let theta = acos(min(dot, 1))
            let s = sin(theta)
            (wa, wb) = (sin((1 - f) * theta) / s, sin(f * theta) / s)
        }
        let q = (a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb)
        let length = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return (q.0 / length, q.1 / length, q.2 / length, q.3 / length)
    }
}

extension CATransform3D {
    /// The parts of this transform, or nil when it cannot be split (m44 = 0, a non-finite entry,
    /// or perspective on a singular matrix), following the CSS Transforms "unmatrix" algorithm
    /// in row-vector form.
    package var decomposed: DecomposedTransform3D? {
        if isIdentity { return DecomposedTransform3D() }
        guard m44 != 0, m44.isFinite else { return nil }
        let k = 1 / m44
        var r0 = Vector3(m11 * k, m12 * k, m13 * k)
        var r1 = Vector3(m21 * k, m22 * k, m23 * k)
        var r2 = Vector3(m31 * k, m32 * k, m33 * k)
        let t = Vector3(m41 * k, m42 * k, m43 * k)
        let determinant = r0.dot(r1.cross(r2))
        guard determinant.isFinite, t.dot(t).isFinite else { return nil }

        var result = DecomposedTransform3D()
        result.translation = (t.x, t.y, t.z)
        if m14 != 0 || m24 != 0 || m34 != 0 {
            // The last column c is (the matrix without it) · p: the upper 3×3 times p's xyz gives
            // c's xyz, solved with the inverse's columns r1×r2, r2×r0, r0×r1 over the determinant.
            let c = Vector3(m14 * k, m24 * k, m34 * k)
            guard determinant != 0, c.dot(c).isFinite else { return nil }
            let p = (r1.cross(r2) * c.x + r2.cross(r0) * c.y + r0.cross(r1) * c.z) * (1 / determinant)
            result.perspective = (p.x, p.y, p.z, 1 - t.dot(p))
        }

        // Gram–Schmidt on the rows: lengths are the scales, the leftovers the skews. A row scaled
        // to nothing gets a stand-in direction, so shrinking to zero still interpolates smoothly.
        var scale = Vector3(r0.length, 0, 0)
        r0 = scale.x > 0 ? r0 * (1 / scale.x) : Vector3(1, 0, 0)
        var xy = r0.dot(r1)
        r1 = r1 - r0 * xy
        scale.y = r1.length
        r1 = scale.y > 0 ? r1 * (1 / scale.y) : Vector3.unit(perpendicularTo: r0)
        xy = scale.y > 0 ? xy / scale.y : 0
        var xz = r0.dot(r2)
        r2 = r2 - r0 * xz
        var yz = r1.dot(r2)
        r2 = r2 - r1 * yz
        scale.z = r2.length
        r2 = scale.z > 0 ? r2 * (1 / scale.z) : r0.cross(r1)
        (xz, yz) = scale.z > 0 ? (xz / scale.z, yz / scale.z) : (0, 0)
        // A mirror shows up as a left-handed basis; fold it into the scale.
        if determinant < 0 {
            scale = scale * -1
            (r0, r1, r2) = (r0 * -1, r1 * -1, r2 * -1)
        }
        result.scale = (scale.x, scale.y, scale.z)
        result.skew = (xy, xz, yz)
        result.rotation = Self.quaternion(r0, r1, r2)
        return result
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix (Shepperd's method).
    private static func quaternion(_ row0: Vector3, _ row1: Vector3, _ row2: Vector3) -> (x: Double, y: Double, z: Double, w: Double) {
        let (r00, r01, r02) = (row0.x, row0.y, row0.z)
        let (r10, r11, r12) = (row1.x, row1.y, row1.z)
        let (r20, r21, r22) = (row2.x, row2.y, row2.z)
        let trace = r00 + r11 + r22
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            return ((r12 - r21) / s, (r20 - r02) / s, (r01 - r10) / s, s / 4)
        }
        if r00 > r11, r00 > r22 {
            let s = 2 * (1 + r00 - r11 - r22).squareRoot()
            return (s / 4, (r01 + r10) / s, (r02 + r20) / s, (r12 - r21) / s)
        }
        if r11 > r22 {
            let s = 2 * (1 + r11 - r00 - r22).squareRoot()
            return ((r01 + r10) / s, s / 4, (r12 + r21) / s, (r20 - r02) / s)
        }
        let s = 2 * (1 + r22 - r00 - r11).squareRoot()
        return ((r02 + r20) / s, (r12 + r21) / s, s / 4, (r01 - r10) / s)
    }

    /// The transform `fraction` of the way to `other`, part by part as CSS does; when either
    /// cannot be decomposed it switches at the midpoint, as CSS does too.
    package func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if self == other { return self }
        guard let a = decomposed, let b = other.decomposed else { return fraction < 0.5 ? self : other }
        return a.interpolated(to: b, fraction: fraction).transform
    }
}

/// A row of the upper 3×3 part, for the decomposition's Gram–Schmidt step.
private struct Vector3 {
    var x: Double, y: Double, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }

    var length: Double { dot(self).squareRoot() }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func * (v: Vector3, s: Double) -> Vector3 { Vector3(v.x * s, v.y * s, v.z * s) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }

    /// A unit vector at right angles to the unit vector `v`.
    static func unit(perpendicularTo v: Vector3) -> Vector3 {
        let axis = abs(v.z) < 0.9 ? Vector3(0, 0, 1) : Vector3(1, 0, 0)
        let w = axis.cross(v)
        return w * (1 / w.length)
    }
}
