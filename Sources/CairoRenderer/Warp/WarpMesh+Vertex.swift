import QuartzCore

extension WarpMesh {
    /// One corner of the mesh's triangles.
    package struct Vertex: Sendable {
        /// The point of the source it carries (in source pixels, pixel centres at +0.5, for a
        /// bitmap; in the layer's bounds space for a transition's look).
        package var source: CGPoint
        /// Where it lands (in target pixels for a bitmap; in the layer's bounds space for a
        /// transition's look).
        package var destination: CGPoint
        /// The homogeneous w of the destination (a perspective projection's divisor), > 0;
        /// 1 when the mesh is flat. Interpolation across a triangle is perspective-correct.
        package var w: Double
        /// Multiplies the sampled colour channel by channel, as a GPU's vertex colour modulates
        /// a texture: the lit or shadowed side of a curl, a ripple's troughs, a fading edge.
        /// Interpolated across each triangle; white leaves the source as it is.
        package var shade: CGColor

        package init(source: CGPoint, destination: CGPoint, w: Double = 1, shade: CGColor = .white) {
            (self.source, self.destination, self.w, self.shade) = (source, destination, w, shade)
        }

        /// Whether the rasterizer can place it: every coordinate finite, and in front of the eye.
        var isDrawable: Bool {
            w > 0 && w.isFinite && destination.x.isFinite && destination.y.isFinite && source.x.isFinite && source.y.isFinite
        }
    }
}
