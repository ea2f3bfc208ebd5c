import TransitionKit

/// A piece of one look warped by a triangle mesh. Surfaces drawn in one `EffectPass` are
/// rasterized together, so where they share an edge (the faces of a cube) no seam shows.
struct EffectSurface {
    var look: TransitionLook
    var vertices: [EffectVertex]
    /// Index triples into `vertices`.
    var triangles: [(Int, Int, Int)]
    /// Leaves out triangles whose back faces the viewer, as a solid's hidden faces.
    var cullsBackFaces = false

    /// Two triangles over four corners given around the quad.
    static func quad(_ look: TransitionLook, _ corners: [EffectVertex], cullsBackFaces: Bool = false) -> EffectSurface {
        EffectSurface(look: look, vertices: corners, triangles: [(0, 1, 2), (0, 2, 3)], cullsBackFaces: cullsBackFaces)
    }

    /// The look's rectangle `rect` moved by `offset`, unwarped.
    static func flat(_ look: TransitionLook, _ rect: Rect, offset: Point = .zero) -> EffectSurface {
        quad(look, rect.cornersClockwise.map { EffectVertex(source: $0, position: $0 + offset) })
    }

    /// A grid of (columns + 1) × (rows + 1) vertices, row by row.
    static func grid(_ look: TransitionLook, columns: Int, rows: Int,
                     vertex: (_ column: Int, _ row: Int) -> EffectVertex) -> EffectSurface {
        var vertices: [EffectVertex] = []
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
        return EffectSurface(look: look, vertices: vertices, triangles: triangles)
    }
}
