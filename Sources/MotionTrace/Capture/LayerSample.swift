import Foundation
import TransitionKit

/// Writes the values of one presentation layer at one instant as a row of numbers, one property
/// after another in the order of `MotionProperty.all`, rounded to their units. A property that
/// does not apply (a shape's path on a plain layer, a transition's progress when none runs) is
/// written as NaNs. One flat row per layer and tick keeps sampling a whole tree at 60 fps cheap.
struct LayerSample {
    /// The row of a layer out of the tree: invisible, every other value absent.
    static let absent: [Double] = {
        var row = [Double](repeating: .nan, count: MotionProperty.rowWidth)
        row[0] = 0
        return row
    }()

    static func write(_ layer: Layer, hidden: Bool, into row: inout [Double]) {
        let start = row.count
        row.append(hidden ? 0 : 1)
        row.append(layer.position.x); row.append(layer.position.y)
        append(layer.bounds, to: &row)
        row.append(layer.anchorPoint.x); row.append(layer.anchorPoint.y)
        row.append(layer.zPosition)
        row.append(layer.opacity)
        TransformParts.append(layer.transform, to: &row)
        TransformParts.append(layer.sublayerTransform, to: &row)
        row.append(layer.cornerRadius)
        row.append(layer.borderWidth)
        append(layer.backgroundColor, to: &row)
        append(layer.borderColor, to: &row)
        append(layer.shadowColor, to: &row)
        row.append(layer.shadowOpacity)
        row.append(layer.shadowRadius)
        row.append(layer.shadowOffset.width); row.append(layer.shadowOffset.height)
        if let shape = layer as? ShapeLayer {
            let box = shape.path.map(\.controlPointBounds).flatMap { $0.isNull ? nil : $0 } ?? .zero
            append(box, to: &row)
            row.append(shape.strokeStart)
            row.append(shape.strokeEnd)
            row.append(shape.lineWidth)
            append(shape.fillColor, to: &row)
            append(shape.strokeColor, to: &row)
        } else {
            row.append(contentsOf: repeatElement(.nan, count: 4 + 3 + 4 + 4))
        }
        row.append(layer.activeTransition?.progress ?? .nan)
        for (property, offset) in zip(MotionProperty.all, MotionProperty.offsets) {
            for index in start + offset ..< start + offset + property.components where !row[index].isNaN {
                row[index] = property.unit.rounded(row[index])
            }
        }
    }

    private static func append(_ rect: Rect, to row: inout [Double]) {
        row.append(rect.minX); row.append(rect.minY); row.append(rect.width); row.append(rect.height)
    }

    /// No colour reads as clear.
    private static func append(_ color: Color?, to row: inout [Double]) {
        let color = color ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
        row.append(color.red); row.append(color.green); row.append(color.blue); row.append(color.alpha)
    }
}

/// A transform split into the parts `TransformProperties` names, angles in degrees.
private enum TransformParts {
    private static let identity: [Double] = [0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]

    static func append(_ transform: Transform3D, to row: inout [Double]) {
        guard !transform.isIdentity else { return row.append(contentsOf: identity) }
        guard let parts = transform.decomposed else {
            // Only a degenerate matrix (m44 = 0, or perspective on a flattened layer) lands here;
            // its translation and perspective terms are still what moves.
            row.append(contentsOf: [transform.m41, transform.m42, transform.m43, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                    transform.m14, transform.m24, transform.m34])
            return
        }
        row.append(contentsOf: [parts.translation.x, parts.translation.y, parts.translation.z])
        row.append(contentsOf: eulerDegrees(parts.rotation))
        row.append(contentsOf: [parts.scale.x, parts.scale.y, parts.scale.z])
        row.append(contentsOf: [parts.skew.xy, parts.skew.xz, parts.skew.yz])
        row.append(contentsOf: [parts.perspective.x, parts.perspective.y, parts.perspective.z])
    }

    /// Rotations about x, then y, then z, in degrees, of a unit quaternion; a rotation in the
    /// screen's plane reads as its angle about z, as `CGAffineTransform(rotationAngle:)` takes it.
    private static func eulerDegrees(_ q: (x: Double, y: Double, z: Double, w: Double)) -> [Double] {
        let x = atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
        let y = asin(max(-1, min(1, 2 * (q.w * q.y - q.z * q.x))))
        let z = atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
        return [x, y, z].map { $0 * 180 / .pi }
    }
}
