import TransitionKit

/// A corner of an effect's mesh: the point of a look it carries and where it lands, both in
/// the transitioning layer's bounds space, with the homogeneous `w` of a perspective
/// projection (1 when flat) and a shade that multiplies its colour.
struct EffectVertex {
    var source: Point
    var position: Point
    var w: Double = 1
    var shade: MeshWarp.Shade = .none
}
