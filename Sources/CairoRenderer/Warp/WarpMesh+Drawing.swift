import Pixels
import QuartzCore

extension WarpMesh {
    /// Whether any vertex has a shade other than white (the rasterizer skips shading otherwise).
    var isShaded: Bool { vertices.contains { $0.shade != .white } }

    /// The mesh's triangles, ready for the rasterizer: `place` maps each destination to target
    /// pixels and `sample` each source to source pixels (both as they are by default).
    /// Vertices that are not drawable drop the triangles they belong to, and back faces go
    /// when culled. A placement that mirrors (`mirroring`) turns every winding over, so then
    /// the faces that wind the same way as their source are the backs.
    func warpTriangles(mirroring: Bool = false, place: (CGPoint) -> CGPoint = { $0 },
                       sample: (CGPoint) -> CGPoint = { $0 }) -> [WarpTriangle] {
        let placed = vertices.map { vertex -> WarpVertex? in
            guard vertex.isDrawable else { return nil }
            let (destination, source, s) = (place(vertex.destination), sample(vertex.source), vertex.shade)
            return WarpVertex(x: destination.x, y: destination.y, q: 1 / vertex.w, u: source.x, v: source.y,
                              shade: SIMD4(s.red, s.green, s.blue, s.alpha))
        }
        var result: [WarpTriangle] = []
        result.reserveCapacity(triangles.count)
        for (a, b, c) in triangles {
            guard let va = placed[a], let vb = placed[b], let vc = placed[c] else { continue }
            if backFaces == .cull && WarpMesh.facesBack(va, vb, vc) != mirroring { continue }
            if let triangle = WarpTriangle(va, vb, vc) { result.append(triangle) }
        }
        return result
    }

    /// Draws `source` through the mesh over `target` (source-over, at `opacity`); sources and
    /// destinations are in the two bitmaps' pixels.
    package func draw(_ source: Bitmap, onto target: inout Bitmap, opacity: Double = 1) {
        guard let sourceCanvas = Canvas(bitmap: source), let targetCanvas = Canvas(bitmap: target) else { return }
        draw(from: sourceCanvas, onto: targetCanvas, opacity: opacity)
        target = targetCanvas.bitmap()
    }

    /// Draws a canvas's pixels (sources are relative to its top-left pixel) through the mesh
    /// onto another canvas, in its pixels and through its clip.
    func draw(from source: Canvas, onto canvas: Canvas, opacity: Double) {
        WarpDrawing.composite(warpTriangles(), from: source, shaded: isShaded, onto: canvas, opacity: opacity)
    }
}
