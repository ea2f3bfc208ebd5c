/// Runs the mesh rasterizer from one canvas's pixels onto another canvas: the triangles are
/// rasterized into a fresh surface covering their box (within the canvas's clip), which is
/// then composited once.
enum WarpDrawing {
    static func composite(_ triangles: [WarpTriangle], from source: Canvas, shaded: Bool, onto canvas: Canvas, opacity: Double) {
        guard !triangles.isEmpty, opacity > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for t in triangles {
            minX = min(minX, t.corners.0.x, t.corners.1.x, t.corners.2.x)
            maxX = max(maxX, t.corners.0.x, t.corners.1.x, t.corners.2.x)
            minY = min(minY, t.minY)
            maxY = max(maxY, t.maxY)
        }
        guard let bounds = PixelRect.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return }
        let rect = bounds.intersection(canvas.clipExtents())
        guard !rect.isEmpty else { return }
        let warped = Canvas(rect: rect)
        source.withPixels { sourcePixels, sourceStride in
            warped.withPixels { targetPixels, targetStride in
                let rasterizer = MeshRasterizer(
                    source: .init(pixels: sourcePixels, width: source.rect.width, height: source.rect.height, stride: sourceStride),
                    shaded: shaded)
                rasterizer.draw(triangles, into: .init(pixels: targetPixels, stride: targetStride, rect: rect))
            }
        }
        canvas.composite(warped, opacity: min(1, opacity))
    }
}
