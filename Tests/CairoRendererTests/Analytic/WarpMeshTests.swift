import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// The mesh every warp draws through: seamless between triangles, shaded, culled,
/// perspective-correct, and safe with vertices it cannot place.
@Suite struct WarpMeshTests {
    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)

    static func solid(_ color: RGBA, width: Int, height: Int) -> Bitmap {
        Bitmap(width: width, height: height, fill: color)
    }

    @Test func twoTrianglesSharingAnEdgeLeaveNoSeam() {
        // One skewed cell: its diagonal runs at an awkward slope through many pixels.
        let source = Self.solid(Self.red, width: 64, height: 64)
        let corners = [CGPoint(x: 10.3, y: 7.9), CGPoint(x: 91.7, y: 15.2), CGPoint(x: 13.1, y: 88.6), CGPoint(x: 86.4, y: 93.3)]
        let mesh = WarpMesh(columns: 1, rows: 1) { column, row in
            WarpMesh.Vertex(source: CGPoint(x: Double(column) * 64, y: Double(row) * 64), destination: corners[row * 2 + column])
        }
        var target = Bitmap(width: 100, height: 100)
        mesh.draw(source, onto: &target)
        // Walk the shared diagonal (top-left → bottom-right corner), away from the outer edges.
        var checked = 0
        for step in 5...95 {
            let t = Double(step) / 100
            let x = corners[0].x + (corners[3].x - corners[0].x) * t, y = corners[0].y + (corners[3].y - corners[0].y) * t
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (-1, 0), (0, -1)] {
                let pixel = target[Int(x) + dx, Int(y) + dy]
                #expect(pixel == Self.red, "seam at (\(Int(x) + dx), \(Int(y) + dy)): \(pixel)")
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    @Test func aFineWavyMeshIsSolidInside() {
        // 12×12 cells bent by a ripple: every pixel whose square lies well inside is opaque red.
        let source = Self.solid(Self.red, width: 120, height: 120)
        let mesh = WarpMesh(columns: 12, rows: 12) { column, row in
            let (u, v) = (Double(column) * 10, Double(row) * 10)
            let bend = sin(u / 17) * 4 + cos(v / 13) * 3
            return WarpMesh.Vertex(source: CGPoint(x: u, y: v), destination: CGPoint(x: 20 + u + bend, y: 20 + v - bend))
        }
        var target = Bitmap(width: 160, height: 160)
        mesh.draw(source, onto: &target)
        var imperfect = 0
        for y in 30..<130 { for x in 30..<130 where target[x, y] != Self.red { imperfect += 1 } }
        #expect(imperfect == 0)
    }

    @Test func shadeMultipliesTheColourAcrossTheTriangle() {
        let source = Self.solid(RGBA.white, width: 10, height: 10)
        let mesh = WarpMesh(columns: 1, rows: 1) { column, row in
            WarpMesh.Vertex(source: CGPoint(x: Double(column) * 10, y: Double(row) * 10),
                            destination: CGPoint(x: Double(column) * 100, y: Double(row) * 10),
                            shade: CGColor(white: column == 0 ? 1 : 0))
        }
        var target = Bitmap(width: 100, height: 10)
        mesh.draw(source, onto: &target)
        #expect(target[2, 5].r > 240 && target[97, 5].r < 15)
        #expect(abs(Int(target[50, 5].r) - 128) <= 3, "half way is half bright: \(target[50, 5])")
        #expect(target[50, 5].a == 255, "brightness leaves alpha alone")
    }

    @Test func backFacingTrianglesAreCulledOrShownMirrored() {
        let source = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        func mirrored(_ backFaces: WarpMesh.BackFaces) -> Bitmap {
            let mesh = WarpMesh(columns: 1, rows: 1, backFaces: backFaces) { column, row in
                // Source x runs right to left on screen: the back of the sheet.
                WarpMesh.Vertex(source: CGPoint(x: Double(column) * 2, y: Double(row)),
                                destination: CGPoint(x: Double(1 - column) * 40, y: Double(row) * 10))
            }
            var target = Bitmap(width: 40, height: 10)
            mesh.draw(source, onto: &target)
            return target
        }
        #expect(Coverage(bitmap: mirrored(.cull)).area == 0)
        let shown = mirrored(.show)
        #expect(shown[3, 5] == RGBA(r: 0, g: 0, b: 255, a: 255) && shown[36, 5] == Self.red)
    }

    @Test func homogeneousWeightsInterpolateWithPerspective() {
        // The right side has w = 2, farther away: the source's middle column lands where
        // u·q / q = 50 with q = 1 − f/2 and u·q = 50 f, two thirds of the way across, not half way.
        var pixels: [UInt8] = []
        for _ in 0..<4 { for x in 0..<100 { pixels += x < 50 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let source = Bitmap(width: 100, height: 4, pixels: pixels)
        let mesh = WarpMesh(columns: 1, rows: 1) { column, row in
            WarpMesh.Vertex(source: CGPoint(x: Double(column) * 100, y: Double(row) * 4),
                            destination: CGPoint(x: Double(column) * 90, y: Double(row) * 10), w: column == 0 ? 1 : 2)
        }
        var target = Bitmap(width: 90, height: 10)
        mesh.draw(source, onto: &target)
        #expect(target[57, 5] == Self.red && target[63, 5] == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aVertexBehindTheEyeDropsOnlyItsOwnTriangles() {
        // Two cells side by side; the right cell's top-right corner has w = 0, so of that cell
        // only the triangle below its diagonal (which does not use the corner) is drawn.
        let mesh = WarpMesh(columns: 2, rows: 1) { column, row in
            WarpMesh.Vertex(source: CGPoint(x: column, y: row), destination: CGPoint(x: column * 20, y: row * 20),
                            w: column == 2 && row == 0 ? 0 : 1)
        }
        var target = Bitmap(width: 40, height: 20)
        mesh.draw(Self.solid(Self.red, width: 2, height: 1), onto: &target)
        #expect(target[10, 5] == Self.red && target[10, 15] == Self.red, "the left cell is whole")
        #expect(target[25, 15] == Self.red, "below the right cell's diagonal")
        #expect(target[35, 5].a == 0, "above it, the triangle with the corner behind the eye is left out")
    }

    @Test func aConvexPolygonIsFilledWhole() {
        // A regular hexagon of radius 30, fanned from its first corner: its area is
        // (3√3 / 2)·30² to within the 1/16 coverage steps of its edge pixels, and the
        // diagonals its triangles share leave no seam.
        let corners = (0..<6).map { k in CGPoint(x: 40 + 30 * cos(Double(k) * .pi / 3), y: 40 + 30 * sin(Double(k) * .pi / 3)) }
        var target = Bitmap(width: 80, height: 80)
        WarpMesh(convexPolygons: [corners.map { WarpMesh.Vertex(source: $0, destination: $0) }])
            .draw(Self.solid(Self.red, width: 80, height: 80), onto: &target)
        #expect(abs(Coverage(bitmap: target).area - 3 * 3.0.squareRoot() / 2 * 900) < 3)
        for far in corners[2...4] {
            for step in 5...95 {
                let t = Double(step) / 100
                let (x, y) = (Int(corners[0].x + (far.x - corners[0].x) * t), Int(corners[0].y + (far.y - corners[0].y) * t))
                #expect(target[x, y] == Self.red, "seam at (\(x), \(y))")
            }
        }
    }

    @Test func polygonsOfFewerThanThreeVerticesDrawNothing() {
        let line = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)].map { WarpMesh.Vertex(source: $0, destination: $0) }
        var target = Bitmap(width: 10, height: 10)
        WarpMesh(convexPolygons: [line, []]).draw(Self.solid(Self.red, width: 10, height: 10), onto: &target)
        #expect(target == Bitmap(width: 10, height: 10))
    }

    @Test func edgesInsideAMeshAreNotBlended() {
        // A noisy source copied one to one through a 4×3 grid: every pixel inside, those on
        // the cells' diagonals included, is exactly its source pixel, sampled once at its
        // centre. Only the pixels along the outline take 16 samples, shared between the
        // triangles that meet there, so those are left out.
        var random = WarpKernelTests.Random(state: 7)
        let source = Bitmap(width: 40, height: 30, pixels: (0..<(40 * 30)).flatMap { _ -> [UInt8] in
            [UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)), 255]
        })
        let mesh = WarpMesh(columns: 4, rows: 3) { column, row in
            let point = CGPoint(x: column * 10, y: row * 10)
            return WarpMesh.Vertex(source: point, destination: point)
        }
        var target = Bitmap(width: 40, height: 30)
        mesh.draw(source, onto: &target)
        let wrong = (1..<29).flatMap { y in
            (1..<39).compactMap { x in target[x, y] == source[x, y] ? nil : "(\(x), \(y)) \(target[x, y]) vs \(source[x, y])" }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ: \(wrong.prefix(8))")
    }

    @Test func aMeshsOutlineIsAntiAliasedAndItsInsideIsWhole() {
        // A 6×6 grid bent into a wave, red on transparent: the pixels across its outline take
        // partial coverage, and the area it covers is the bent sheet's, as with 16 samples a
        // pixel everywhere.
        let mesh = WarpMesh(columns: 6, rows: 6) { column, row in
            let (x, y) = (Double(column) * 10, Double(row) * 10)
            return WarpMesh.Vertex(source: CGPoint(x: x, y: y), destination: CGPoint(x: 10.3 + x + sin(y / 9) * 3, y: 10.6 + y))
        }
        var target = Bitmap(width: 90, height: 90)
        mesh.draw(Self.solid(Self.red, width: 60, height: 60), onto: &target)
        let partial = (0..<90).flatMap { y in (0..<90).map { x in target[x, y].a } }.filter { $0 > 0 && $0 < 255 }
        #expect(partial.count > 200, "the outline is anti-aliased: \(partial.count) partly covered pixels")
        #expect(abs(Coverage(bitmap: target).area - 3600) < 4, "the sheet covers 60 × 60 pixels")
    }
}
