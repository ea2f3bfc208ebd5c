extension WarpMesh {
    /// What to do with a triangle whose back faces the viewer: one that lands wound the other
    /// way from the source it shows.
    package enum BackFaces: Sendable {
        /// Draw it, mirrored, as a double-sided layer's back (or a page curled over).
        case show
        /// Leave it out, as a single-sided layer's back or a solid's hidden face (a cube's).
        case cull
    }

    /// Whether the placed triangle lands wound the other way from the source it shows.
    static func facesBack(_ a: WarpVertex, _ b: WarpVertex, _ c: WarpVertex) -> Bool {
        let landed = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        let source = (b.u - a.u) * (c.v - a.v) - (c.u - a.u) * (b.v - a.v)
        return landed * source < 0
    }
}
