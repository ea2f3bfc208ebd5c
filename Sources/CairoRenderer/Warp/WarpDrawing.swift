import CCairo

/// Runs the mesh rasterizer from one canvas's pixels onto another canvas, for a `WarpMesh`
/// or a transition's mesh pass (several meshes at once). Under a clip that is one
/// pixel-aligned rectangle (the usual case) it writes into the canvas directly; under any
/// other clip it rasterizes into a fresh surface that Cairo then composites through the clip.
enum WarpDrawing {
    static func composite(_ triangles: [WarpTriangle], from source: Canvas, shaded: Bool, onto canvas: Canvas, opacity: Double) {
        guard !triangles.isEmpty, opacity > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for t in triangles {
            minX = min(minX, t.minX)
            maxX = max(maxX, t.maxX)
            minY = min(minY, t.minY)
            maxY = max(maxY, t.maxY)
        }
        guard let bounds = PixelRect.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return }
        if let clip = canvas.rectangularClip() {
            rasterize(triangles, from: source, shaded: shaded, opacity: opacity, onto: canvas, within: bounds.intersection(clip))
        } else {
            let rect = bounds.intersection(canvas.clipExtents())
            guard !rect.isEmpty else { return }
            let warped = Canvas(rect: rect)
            rasterize(triangles, from: source, shaded: shaded, opacity: 1, onto: warped, within: rect)
            canvas.composite(warped, opacity: min(1, opacity))
        }
    }

    private static func rasterize(_ triangles: [WarpTriangle], from source: Canvas, shaded: Bool, opacity: Double,
                                  onto canvas: Canvas, within clip: PixelRect) {
        guard !clip.isEmpty else { return }
        source.withPixels { sourcePixels, sourceStride in
            canvas.withPixels { targetPixels, targetStride in
                let rasterizer = MeshRasterizer(
                    source: .init(pixels: sourcePixels, width: source.rect.width, height: source.rect.height, stride: sourceStride),
                    shaded: shaded, opacity: opacity)
                rasterizer.draw(triangles, into: .init(pixels: targetPixels, stride: targetStride,
                                                       origin: (canvas.rect.x, canvas.rect.y), clip: clip))
            }
        }
    }
}
