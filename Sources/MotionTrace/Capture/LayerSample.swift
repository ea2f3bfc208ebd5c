import Foundation
import UIKit

/// Writes the values of one presentation layer at one instant as a row of numbers, one property
/// after another in the order of `MotionProperty.all`, rounded to their units. A property that
/// does not apply (a shape's path on a plain layer, a transition's progress when none runs) is
/// written as NaNs. One flat row per layer and tick, written in place, keeps sampling a whole
/// tree at 60 fps a small part of a check.
struct LayerSample {
    /// The row of a layer out of the tree: invisible, every other value absent.
    static let absent: [Double] = {
        var row = [Double](repeating: .nan, count: MotionProperty.rowWidth)
        row[MotionProperty.offsets[MotionProperty.visibleIndex]] = 0
        return row
    }()

    static func write(_ layer: CALayer, hidden: Bool, into rows: inout [Double]) {
        let start = rows.count
        rows.append(contentsOf: repeatElement(.nan, count: MotionProperty.rowWidth))
        rows.withUnsafeMutableBufferPointer { buffer in
            var row = RowWriter(buffer: buffer, next: start)
            row.put(hidden ? 0 : 1)
            row.put(layer.position.x, layer.position.y)
            row.put(layer.bounds)
            row.put(layer.anchorPoint.x, layer.anchorPoint.y)
            row.put(layer.zPosition)
            row.put(layer.opacityValue)
            row.put(layer.transform)
            row.put(layer.sublayerTransform)
            row.put(layer.cornerRadius)
            row.put(layer.borderWidth)
            row.put(layer.backgroundColor)
            row.put(layer.borderColor)
            row.put(layer.shadowColor)
            row.put(layer.shadowOpacityValue)
            row.put(layer.shadowRadius)
            row.put(layer.shadowOffset.width, layer.shadowOffset.height)
            if let shape = layer as? CAShapeLayer {
                row.put(shape.pathElements.map(\.controlPointBounds).flatMap { $0.isNull ? nil : $0 } ?? .zero)
                row.put(shape.strokeStart)
                row.put(shape.strokeEnd)
                row.put(shape.lineWidth)
                row.put(shape.fillColor)
                row.put(shape.strokeColor)
            } else {
                row.skip(4 + 3 + 4 + 4)
            }
            row.put(layer.activeTransition?.progress ?? .nan)
            MotionProperty.rowScales.withUnsafeBufferPointer { scales in
                for (index, scale) in scales.enumerated() where !buffer[start + index].isNaN {
                    buffer[start + index] = MotionUnit.rounded(buffer[start + index], scale: scale)
                }
            }
        }
    }
}

/// Fills one row of the recorder's buffer from the left.
private struct RowWriter {
    let buffer: UnsafeMutableBufferPointer<Double>
    var next: Int

    mutating func put(_ value: Double) {
        buffer[next] = value
        next += 1
    }

    mutating func put(_ a: Double, _ b: Double) { put(a); put(b) }
    mutating func put(_ a: Double, _ b: Double, _ c: Double) { put(a); put(b); put(c) }
    mutating func skip(_ count: Int) { next += count }

    mutating func put(_ rect: CGRect) { put(rect.minX, rect.minY); put(rect.width, rect.height) }

    /// No colour reads as clear.
    mutating func put(_ color: CGColor?) {
        let color = color ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        put(color.red, color.green); put(color.blue, color.alpha)
    }

    /// The transform decomposed, as `TransformProperties` names its parts, angles in degrees.
    mutating func put(_ transform: CATransform3D) {
        guard !transform.isIdentity else {
            put(0, 0, 0); put(0, 0, 0); put(1, 1, 1); put(0, 0, 0); put(0, 0, 0)
            return
        }
        guard let parts = transform.decomposed else {
            // Only a degenerate matrix (m44 = 0, or perspective on a flattened layer) lands here;
            // its translation and perspective terms are still what moves.
            put(transform.m41, transform.m42, transform.m43); put(0, 0, 0); put(0, 0, 0); put(0, 0, 0)
            put(transform.m14, transform.m24, transform.m34)
            return
        }
        put(parts.translation.x, parts.translation.y, parts.translation.z)
        putEulerDegrees(parts.rotation)
        put(parts.scale.x, parts.scale.y, parts.scale.z)
        put(parts.skew.xy, parts.skew.xz, parts.skew.yz)
        put(parts.perspective.x, parts.perspective.y, parts.perspective.z)
    }

    /// Rotations about x, then y, then z, in degrees, of a unit quaternion; a rotation in the
    /// screen's plane reads as its angle about z, as `CGAffineTransform(rotationAngle:)` takes it.
    private mutating func putEulerDegrees(_ q: (x: Double, y: Double, z: Double, w: Double)) {
        let x = atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
        let y = asin(max(-1, min(1, 2 * (q.w * q.y - q.z * q.x))))
        let z = atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
        put(x * 180 / .pi, y * 180 / .pi, z * 180 / .pi)
    }
}
