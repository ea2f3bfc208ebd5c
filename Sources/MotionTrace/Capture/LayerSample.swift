import Foundation
import TransitionKit

/// The values of one presentation layer at one instant, in the order of `MotionProperty.all`;
/// nil where a property does not apply (a shape's path on a plain layer, a transition's progress
/// when none runs).
struct LayerSample {
    var values: [[Double]?]

    init(_ layer: Layer, hidden: Bool) {
        var values: [[Double]?] = []
        values.reserveCapacity(MotionProperty.all.count)
        values.append([hidden ? 0 : 1])
        values.append([layer.position.x, layer.position.y])
        values.append([layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height])
        values.append([layer.anchorPoint.x, layer.anchorPoint.y])
        values.append([layer.zPosition])
        values.append([layer.opacity])
        values += TransformParts(layer.transform).values
        values += TransformParts(layer.sublayerTransform).values
        values.append([layer.cornerRadius])
        values.append([layer.borderWidth])
        values.append(Self.channels(layer.backgroundColor))
        values.append(Self.channels(layer.borderColor))
        values.append(Self.channels(layer.shadowColor))
        values.append([layer.shadowOpacity])
        values.append([layer.shadowRadius])
        values.append([layer.shadowOffset.width, layer.shadowOffset.height])
        if let shape = layer as? ShapeLayer {
            let box = shape.path.map(\.controlPointBounds).flatMap { $0.isNull ? nil : $0 } ?? .zero
            values.append([box.minX, box.minY, box.width, box.height])
            values.append([shape.strokeStart])
            values.append([shape.strokeEnd])
            values.append([shape.lineWidth])
            values.append(Self.channels(shape.fillColor))
            values.append(Self.channels(shape.strokeColor))
        } else {
            values += [[Double]?](repeating: nil, count: 6)
        }
        values.append(layer.activeTransition.map { [$0.progress] })
        for (index, property) in MotionProperty.all.enumerated() {
            values[index] = values[index]?.map(property.unit.rounded)
        }
        self.values = values
    }

    private static func channels(_ color: Color?) -> [Double] {
        guard let color else { return [0, 0, 0, 0] }
        return [color.red, color.green, color.blue, color.alpha]
    }
}

/// A transform split into the parts `TransformProperties` names, angles in degrees.
private struct TransformParts {
    let values: [[Double]?]

    init(_ transform: Transform3D) {
        guard !transform.isIdentity else {
            values = [[0, 0, 0], [0, 0, 0], [1, 1, 1], [0, 0, 0], [0, 0, 0]]
            return
        }
        guard let parts = transform.decomposed else {
            // Only a degenerate matrix (m44 = 0, or perspective on a flattened layer) lands here;
            // its translation and perspective terms are still what moves.
            values = [[transform.m41, transform.m42, transform.m43], [0, 0, 0], [0, 0, 0], [0, 0, 0],
                      [transform.m14, transform.m24, transform.m34]]
            return
        }
        values = [
            [parts.translation.x, parts.translation.y, parts.translation.z],
            Self.eulerDegrees(parts.rotation),
            [parts.scale.x, parts.scale.y, parts.scale.z],
            [parts.skew.xy, parts.skew.xz, parts.skew.yz],
            [parts.perspective.x, parts.perspective.y, parts.perspective.z],
        ]
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
