import Foundation

/// A `Transform3D` split into the parts CSS Transforms interpolate separately: applied in the
/// order scale, skew, rotation, translation, perspective (row vectors, as Core Animation).
///
///     let halfway = Transform3D.identity.interpolated(to: .init(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), fraction: 0.5)
public struct DecomposedTransform3D: Hashable, Sendable {
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

    /// The matrix again: scale · skew · rotation · translation · perspective.
    public var transform: Transform3D {
        let scaling = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
        var shear = Transform3D.identity
        (shear.m21, shear.m31, shear.m32) = (skew.xy, skew.xz, skew.yz)
        let (x, y, z, w) = rotation
        let turning = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        let moving = Transform3D(translationX: translation.x, y: translation.y, z: translation.z)
        var projecting = Transform3D.identity
        (projecting.m14, projecting.m24, projecting.m34, projecting.m44) = perspective
        return scaling.concatenating(shear).concatenating(turning).concatenating(moving).concatenating(projecting)
    }

    /// Each part interpolated on its own: linearly, and the rotation along the shorter arc.
    public func interpolated(to other: DecomposedTransform3D, fraction f: Double) -> DecomposedTransform3D {
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

extension Transform3D {
    /// The parts of this transform, or nil when it cannot be split (singular, or m44 = 0),
    /// following the CSS Transforms "unmatrix" algorithm in row-vector form.
    public var decomposed: DecomposedTransform3D? {
        guard isFinite, m44 != 0 else { return nil }
        let scaleToUnitW: Double = 1 / m44
        var m: [Double] = entries.map { $0 * scaleToUnitW }
        var withoutPerspective: [Double] = m
        (withoutPerspective[3], withoutPerspective[7], withoutPerspective[11], withoutPerspective[15]) = (0, 0, 0, 1)
        guard let inverse = Transform3D(entries: withoutPerspective).inverted() else { return nil }

        var result = DecomposedTransform3D()
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            // The last column is withoutPerspective · p, so p = inverse · column.
            let column: [Double] = [m[3], m[7], m[11], m[15]]
            let i: [Double] = inverse.entries
            func row(_ r: Int) -> Double {
                var sum = 0.0
                for k in 0..<4 { sum += i[r * 4 + k] * column[k] }
                return sum
            }
            result.perspective = (row(0), row(1), row(2), row(3))
            m = withoutPerspective
        }
        result.translation = (m[12], m[13], m[14])

        var rows: [Vector3] = [Vector3(m[0], m[1], m[2]), Vector3(m[4], m[5], m[6]), Vector3(m[8], m[9], m[10])]
        // Gram–Schmidt on the rows: lengths are the scales, the leftovers the skews.
        var scale = Vector3(rows[0].length, 0, 0)
        rows[0] = rows[0] * (1 / scale.x)
        var xy = rows[0].dot(rows[1])
        rows[1] = rows[1] - rows[0] * xy
        scale.y = rows[1].length
        rows[1] = rows[1] * (1 / scale.y)
        xy /= scale.y
        var xz = rows[0].dot(rows[2])
        rows[2] = rows[2] - rows[0] * xz
        var yz = rows[1].dot(rows[2])
        rows[2] = rows[2] - rows[1] * yz
        scale.z = rows[2].length
        rows[2] = rows[2] * (1 / scale.z)
        xz /= scale.z
        yz /= scale.z
        // A mirror shows up as a left-handed basis; fold it into the scale.
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            scale = scale * -1
            rows = rows.map { $0 * -1 }
        }
        result.scale = (scale.x, scale.y, scale.z)
        result.skew = (xy, xz, yz)
        result.rotation = Self.quaternion(rows)
        return result
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix (Shepperd's method).
    private static func quaternion(_ rows: [Vector3]) -> (x: Double, y: Double, z: Double, w: Double) {
        let r: [[Double]] = rows.map { [$0.x, $0.y, $0.z] }
        let trace = r[0][0] + r[1][1] + r[2][2]
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            return ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
        }
        if r[0][0] > r[1][1], r[0][0] > r[2][2] {
            let s = 2 * (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot()
            return (s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[1][2] - r[2][1]) / s)
        }
        if r[1][1] > r[2][2] {
            let s = 2 * (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot()
            return ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
        }
        let s = 2 * (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot()
        return ((r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
    }

    /// The transform `fraction` of the way to `other`, part by part as CSS does; when either
    /// cannot be decomposed it switches at the midpoint, as CSS does too.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
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
}
