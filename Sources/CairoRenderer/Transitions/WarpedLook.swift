import QuartzCore

/// One of a transition's looks drawn through a mesh whose sources and destinations are both
/// in the transitioning layer's bounds space.
struct WarpedLook {
    var look: TransitionLook
    var mesh: WarpMesh

    init(_ look: TransitionLook, _ mesh: WarpMesh) {
        (self.look, self.mesh) = (look, mesh)
    }

    /// The look's rectangle `rect` moved by `offset`, unwarped.
    static func flat(_ look: TransitionLook, _ rect: CGRect, offset: CGPoint = .zero) -> WarpedLook {
        WarpedLook(look, WarpMesh(convexPolygons: [rect.cornersClockwise.map { .init(source: $0, destination: $0 + offset) }]))
    }
}
