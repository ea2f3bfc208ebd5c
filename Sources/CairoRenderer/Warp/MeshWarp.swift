import Pixels
import TransitionKit

/// A deformation of a source image by a grid of vertices, for effects such as page curl,
/// suck, ripple, genie and iris: each vertex says which source pixel it carries, where it
/// lands on the target, its homogeneous weight `w` (perspective-correct interpolation across
/// a cell; 1 when the mesh is flat) and a shade that multiplies its colour.
///
/// Cells are split into two triangles that share their diagonal, and all triangles are
/// rasterized into one coverage accumulation before the result is composited once, so the
/// mesh shows no seams. Parts of a surface folded over itself (the curled-over sheet of a
/// page curl) should be separate meshes drawn back to front.
///
///     let curl = MeshWarp(columns: 16, rows: 1) { column, row in
///         let u = Double(column) / 16 * 200, v = Double(row) * 100
///         return .init(source: Point(x: u, y: v), destination: Point(x: u, y: v + sin(u / 30) * 10))
///     }
///     curl.draw(page, onto: &frame)
public struct MeshWarp: Sendable {
    /// One grid point.
    public struct Vertex: Sendable {
        /// In source pixels (0…width, 0…height, pixel centres at +0.5).
        public var source: Point
        /// In target pixels.
        public var destination: Point
        /// The homogeneous w of the destination (a perspective projection's divisor), > 0.
        public var w: Double
        /// Multiplies the sampled colour.
        public var shade: Shade

        public init(source: Point, destination: Point, w: Double = 1, shade: Shade = .none) {
            self.source = source
            self.destination = destination
            self.w = w
            self.shade = shade
        }
    }

    /// Per-vertex multipliers in 0…1 of the colour channels and of alpha (a lit or shadowed
    /// side of a curl, a fading edge); interpolated across each triangle.
    public struct Shade: Sendable, Equatable {
        public var red: Double, green: Double, blue: Double, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// The same factor for red, green and blue.
        public init(brightness: Double, alpha: Double = 1) {
            self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
        }

        public static let none = Shade(red: 1, green: 1, blue: 1, alpha: 1)
    }

    /// What to do with a triangle whose destination winds the other way from its source,
    /// i.e. whose back faces the viewer.
    public enum BackFaces: Sendable {
        /// Draw it, mirrored, as a double-sided layer's back.
        case show
        /// Leave it out, as a single-sided layer's back.
        case cull
    }

    /// Cells across and down; the grid has (columns + 1) × (rows + 1) vertices.
    public let columns: Int
    public let rows: Int
    /// Row-major, (columns + 1) × (rows + 1).
    public var vertices: [Vertex]
    public var backFaces: BackFaces

    /// A mesh from its vertices; nil unless there are exactly (columns + 1) × (rows + 1).
    public init?(columns: Int, rows: Int, vertices: [Vertex], backFaces: BackFaces = .show) {
        guard columns > 0, rows > 0, vertices.count == (columns + 1) * (rows + 1) else { return nil }
        self.columns = columns
        self.rows = rows
        self.vertices = vertices
        self.backFaces = backFaces
    }

    /// A mesh whose vertex at each (column, row) of the grid `vertex` gives.
    public init(columns: Int, rows: Int, backFaces: BackFaces = .show, vertex: (_ column: Int, _ row: Int) -> Vertex) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        var vertices: [Vertex] = []
        vertices.reserveCapacity((self.columns + 1) * (self.rows + 1))
        for row in 0...self.rows {
            for column in 0...self.columns { vertices.append(vertex(column, row)) }
        }
        self.vertices = vertices
        self.backFaces = backFaces
    }

    /// Whether any vertex has a shade other than `.none` (the rasterizer skips shading otherwise).
    var isShaded: Bool { vertices.contains { $0.shade != .none } }

    /// The mesh's triangles, ready for the rasterizer; vertices with a non-finite position or
    /// w ≤ 0 drop the triangles they belong to.
    func triangles() -> [WarpTriangle] {
        // `vertices` is mutable, so a caller may have left it the wrong length.
        guard vertices.count == (columns + 1) * (rows + 1) else { return [] }
        var result: [WarpTriangle] = []
        result.reserveCapacity(columns * rows * 2)
        let warpVertices = vertices.map { v -> WarpVertex? in
            guard v.w > 0, v.w.isFinite, v.destination.x.isFinite, v.destination.y.isFinite,
                  v.source.x.isFinite, v.source.y.isFinite else { return nil }
            let s = v.shade
            return WarpVertex(x: v.destination.x, y: v.destination.y, q: 1 / v.w, u: v.source.x, v: v.source.y,
                              shade: SIMD4(s.red, s.green, s.blue, s.alpha))
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let i = row * (columns + 1) + column
                let corners = (i, i + 1, i + columns + 2, i + columns + 1)
                for (a, b, c) in [(corners.0, corners.1, corners.2), (corners.0, corners.2, corners.3)] {
                    guard let va = warpVertices[a], let vb = warpVertices[b], let vc = warpVertices[c] else { continue }
                    if backFaces == .cull && MeshWarp.facesBack(va, vb, vc) { continue }
                    if let t = WarpTriangle(va, vb, vc) { result.append(t) }
                }
            }
        }
        return result
    }

    /// Whether the destination triangle winds opposite to the source triangle.
    private static func facesBack(_ a: WarpVertex, _ b: WarpVertex, _ c: WarpVertex) -> Bool {
        let destination = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        let source = (b.u - a.u) * (c.v - a.v) - (c.u - a.u) * (b.v - a.v)
        return destination * source < 0
    }

    /// Draws `source` through the mesh over `target` (source-over, at `opacity`).
    public func draw(_ source: Bitmap, onto target: inout Bitmap, opacity: Double = 1) {
        guard let sourceCanvas = Canvas(bitmap: source), let targetCanvas = Canvas(bitmap: target) else { return }
        draw(from: sourceCanvas, onto: targetCanvas, opacity: opacity)
        target = targetCanvas.bitmap()
    }

    /// Draws a canvas's pixels (source coordinates are relative to its top-left pixel)
    /// through the mesh onto another canvas, through that canvas's clip.
    func draw(from source: Canvas, onto canvas: Canvas, opacity: Double) {
        WarpDrawing.composite(triangles(), from: source, shaded: isShaded, onto: canvas, opacity: opacity)
    }
}
