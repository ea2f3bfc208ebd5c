import TransitionKit

/// Which picture a piece of a transition shows: the layer's look before or after the
/// change, or that look as the back of a sheet of paper shows it (a curled page).
enum TransitionLook: CaseIterable {
    case from, to, fromBack, toBack

    /// How white a page's back is: 0 shows the content through it as is, 1 plain paper.
    static let backWhiteness = 0.65

    /// The same look seen from the back of the page.
    var back: TransitionLook {
        switch self {
        case .from, .fromBack: .fromBack
        case .to, .toBack: .toBack
        }
    }

    /// The front look a back is washed from, or nil for a front.
    var front: TransitionLook? {
        switch self {
        case .fromBack: .from
        case .toBack: .to
        default: nil
        }
    }
}

/// A corner of an effect's mesh: the point of a look it carries and where it lands, both in
/// the transitioning layer's bounds space, with the homogeneous `w` of a perspective
/// projection (1 when flat) and a shade that multiplies its colour.
struct EffectVertex {
    var source: Point
    var position: Point
    var w: Double = 1
    var shade: MeshWarp.Shade = .none
}

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

extension Rect {
    /// Top-left, top-right, bottom-right, bottom-left.
    var cornersClockwise: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
