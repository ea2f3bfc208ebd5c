import Foundation

extension LayerKeyPath {
    /// A whole transform, "transform" or "sublayerTransform".
    static func transform(_ name: String, _ get: @escaping @Sendable (CALayer) -> CATransform3D,
                          _ set: @escaping @Sendable (CALayer, CATransform3D) -> Void) -> LayerKeyPath {
        LayerKeyPath(
            name: name, kinds: [.transform], layerClass: nil, appliesTo: { _ in true },
            get: { layer, _ in .transform(get(layer)) },
            set: { layer, value in set(layer, value.transform) })
    }

    /// The Core Animation sub-paths of a transform (".rotation.z", ".scale", ".scale.x",
    /// ".translation.y" …). A sub-path reads one part of the decomposed transform and writes it
    /// back, leaving the other parts as they are; ".scale" also takes a Point for x and y (POP's
    /// scaleXY), ".translation" a Size or a Point.
    static func transformParts(_ base: String, _ read: @escaping @Sendable (CALayer) -> CATransform3D,
                               _ write: @escaping @Sendable (CALayer, CATransform3D) -> Void) -> [LayerKeyPath] {
        func part(_ suffix: String, _ kinds: [AnimatableValue.Kind],
                  _ get: @escaping @Sendable (DecomposedTransform3D, AnimatableValue.Kind) -> AnimatableValue,
                  _ set: @escaping @Sendable (inout DecomposedTransform3D, AnimatableValue) -> Void) -> LayerKeyPath {
            LayerKeyPath(
                name: base + "." + suffix, kinds: kinds, layerClass: nil, appliesTo: { _ in true },
                get: { layer, kind in get(read(layer).decomposed ?? DecomposedTransform3D(), kind) },
                set: { layer, value in
                    var parts = read(layer).decomposed ?? DecomposedTransform3D()
                    set(&parts, value)
                    write(layer, parts.transform)
                })
        }
        func rotation(_ suffix: String, axis: Int) -> LayerKeyPath {
            part(suffix, [.double], { parts, _ in
                let q = parts.rotation
                // q and −q are the same rotation; the one with w ≥ 0 gives an angle in −π…π.
                let sign = q.w < 0 ? -1.0 : 1.0
                return .double(2 * atan2(sign * [q.x, q.y, q.z][axis], sign * q.w))
            }, { parts, value in
                let half = value.double / 2
                var q = (x: 0.0, y: 0.0, z: 0.0, w: cos(half))
                switch axis {
                case 0: q.x = sin(half)
                case 1: q.y = sin(half)
                default: q.z = sin(half)
                }
                parts.rotation = q
            })
        }
        return [
            rotation("rotation.x", axis: 0),
            rotation("rotation.y", axis: 1),
            rotation("rotation.z", axis: 2),
            rotation("rotation", axis: 2),
            part("scale", [.double, .point], { parts, kind in
                kind == .point ? .point(CGPoint(x: parts.scale.x, y: parts.scale.y))
                    : .double((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
            }, { parts, value in
                if case .point(let p) = value {
                    (parts.scale.x, parts.scale.y) = (p.x, p.y)
                } else {
                    parts.scale = (value.double, value.double, value.double)
                }
            }),
            part("scale.x", [.double], { parts, _ in .double(parts.scale.x) }, { $0.scale.x = $1.double }),
            part("scale.y", [.double], { parts, _ in .double(parts.scale.y) }, { $0.scale.y = $1.double }),
            part("scale.z", [.double], { parts, _ in .double(parts.scale.z) }, { $0.scale.z = $1.double }),
            part("translation", [.size, .point], { parts, kind in
                kind == .point ? .point(CGPoint(x: parts.translation.x, y: parts.translation.y))
                    : .size(CGSize(width: parts.translation.x, height: parts.translation.y))
            }, { parts, value in
                if case .point(let p) = value {
                    (parts.translation.x, parts.translation.y) = (p.x, p.y)
                } else {
                    (parts.translation.x, parts.translation.y) = (value.size.width, value.size.height)
                }
            }),
            part("translation.x", [.double], { parts, _ in .double(parts.translation.x) }, { $0.translation.x = $1.double }),
            part("translation.y", [.double], { parts, _ in .double(parts.translation.y) }, { $0.translation.y = $1.double }),
            part("translation.z", [.double], { parts, _ in .double(parts.translation.z) }, { $0.translation.z = $1.double }),
        ]
    }
}
