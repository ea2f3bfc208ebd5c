import QuartzCore

/// A triangle mesh that warps a source image onto a target: every warp the renderer draws.
///
/// Its users: the built-in transitions of `CATransition` and `UIView.transition` that move
/// or bend a look (slides, fade, cube, flip, page curl, suck, ripple; each a `WarpedLook`),
/// the layer planes `PlaneFlattener` draws in perspective, and the mesh tests and gallery
/// scene. Each vertex says which source point it carries, where it lands, its homogeneous
/// `w` and a shade (see `Vertex`). Triangles drawn together tile the surface: each pixel
/// inside is sampled once, by the triangle that holds its centre, and only the outline is
/// anti-aliased (see `MeshRasterizer`), so the mesh shows no seams.
/// Parts of a surface folded over itself (the curled-over sheet of a page curl) should be
/// separate meshes drawn back to front.
///
///     let wave = WarpMesh(columns: 16, rows: 1) { column, row in
///         let u = Double(column) / 16 * 200, v = Double(row) * 100
///         return .init(source: CGPoint(x: u, y: v), destination: CGPoint(x: u, y: v + sin(u / 30) * 10))
///     }
///     wave.draw(page, onto: &frame)
package struct WarpMesh: Sendable {
    let vertices: [Vertex]
    /// Index triples into `vertices`; the builders below keep every index in range.
    let triangles: [(Int, Int, Int)]
    let backFaces: BackFaces

    /// A grid of cells across and down, whose vertex at each (column, row) `vertex` gives;
    /// each cell is split into two triangles along its diagonal from top left to bottom right.
    package init(columns: Int, rows: Int, backFaces: BackFaces = .show, vertex: (_ column: Int, _ row: Int) -> Vertex) {
        let columns = max(1, columns), rows = max(1, rows)
        var vertices: [Vertex] = []
        vertices.reserveCapacity((columns + 1) * (rows + 1))
        for row in 0...rows {
            for column in 0...columns { vertices.append(vertex(column, row)) }
        }
        var triangles: [(Int, Int, Int)] = []
        triangles.reserveCapacity(columns * rows * 2)
        for row in 0..<rows {
            for column in 0..<columns {
                let i = row * (columns + 1) + column, below = i + columns + 1
                triangles.append((i, i + 1, below + 1))
                triangles.append((i, below + 1, below))
            }
        }
        self.init(vertices: vertices, triangles: triangles, backFaces: backFaces)
    }

    /// Convex polygons, each given round its outline and fanned into triangles from its first
    /// vertex: a quad's two triangles, the bands of a page curl, a plane clipped at the eye.
    /// Polygons with fewer than three vertices have no area and are left out.
    package init(convexPolygons polygons: [[Vertex]], backFaces: BackFaces = .show) {
        var vertices: [Vertex] = [], triangles: [(Int, Int, Int)] = []
        for polygon in polygons where polygon.count >= 3 {
            let first = vertices.count
            vertices.append(contentsOf: polygon)
            for k in 1..<(polygon.count - 1) { triangles.append((first, first + k, first + k + 1)) }
        }
        self.init(vertices: vertices, triangles: triangles, backFaces: backFaces)
    }

    private init(vertices: [Vertex], triangles: [(Int, Int, Int)], backFaces: BackFaces) {
        (self.vertices, self.triangles, self.backFaces) = (vertices, triangles, backFaces)
    }
}
