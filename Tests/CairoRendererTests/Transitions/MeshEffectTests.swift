import Pixels
import Testing
import UIKit

/// The genie, ripple and iris effects do what their names promise.
@Suite struct MeshEffectTests {
    static let stage = TransitionStage(page: TransitionStage.solidPage)

    /// The red (old) pixels of each row: how many, and their centre.
    static func redSpans(_ frame: Bitmap) -> [(y: Int, width: Int, centre: Double)] {
        (0..<frame.height).compactMap { y in
            let xs = (0..<frame.width).filter { frame[$0, y].r > 128 && frame[$0, y].g < 128 }
            guard !xs.isEmpty else { return nil }
            return (y, xs.count, Double(xs.first! + xs.last! + 1) / 2)
        }
    }

    @Test func suckEffectNarrowsTheOldLookIntoTheBottomCentre() {
        let frames = Self.stage.frames(.suckEffect, at: [0.35, 0.7])
        for frame in frames {
            let spans = Self.redSpans(frame)
            #expect(!spans.isEmpty)
            // Symmetric about the middle, and narrower the lower it is.
            #expect(spans.allSatisfy { abs($0.centre - Double(frame.width) / 2) <= 1 })
            #expect(zip(spans, spans.dropFirst()).allSatisfy { $1.width <= $0.width + 1 })
            #expect(spans.last!.width <= frame.width / 10)
        }
        // Later, less is left and it has slid down.
        let (early, late) = (Self.redSpans(frames[0]), Self.redSpans(frames[1]))
        #expect(late.count < early.count && late.first!.y > early.first!.y)
    }

    @Test func rippleDisplacesTheOldLookInRingsAroundTheCentre() {
        // A page with a grid of white lines shows the displacement: rings bend straight lines.
        let gridStage = TransitionStage(page: { isNew, size in
            let page = TransitionStage.solidPage(isNew: isNew, size: size)
            if !isNew {
                for x in stride(from: 5.0, to: size.width, by: 20) {
                    let line = UIView(frame: CGRect(x: x, y: 0, width: 2, height: size.height))
                    line.backgroundColor = .white
                    page.addSubview(line)
                }
            }
            return page
        })
        let frame = gridStage.frames(.rippleEffect, at: [0.5])[0]
        let still = gridStage.still(isNew: false)
        // Column by column the frame differs from a plain cross-fade of the old lines; with no
        // displacement the brightest column of each line would stay put on every row.
        var bentRows = 0
        for y in stride(from: 10, to: frame.height - 10, by: 5) {
            let brightest = (40..<60).max { frame[$0, y].b < frame[$1, y].b }!
            let original = (40..<60).max { still[$0, y].b < still[$1, y].b }!
            if brightest != original { bentRows += 1 }
        }
        #expect(bentRows > 3)
    }

    @Test func cameraIrisIsClosedHalfwayAndOpenAtTheEnds() {
        let frames = Self.stage.frames(.cameraIris, at: [0.25, 0.5, 0.75])
        func share(_ frame: Bitmap, _ test: (RGBA) -> Bool) -> Double {
            Double((0..<frame.pixelCount).filter { test(frame[$0 % frame.width, $0 / frame.width]) }.count) / Double(frame.pixelCount)
        }
        // Closed, the layer is all dark metal.
        #expect(share(frames[1]) { $0.r < 128 && $0.g < 128 && $0.b < 128 && $0.a == 255 } == 1)
        #expect(share(frames[1]) { $0.r > 128 || $0.g > 128 } == 0)
        // Closing shows the old look through the aperture, opening the new one.
        #expect(share(frames[0]) { $0.r == 255 && $0.g == 0 } > 0.05 && share(frames[0]) { $0.g == 255 } == 0)
        #expect(share(frames[2]) { $0.g == 255 && $0.r == 0 } > 0.05 && share(frames[2]) { $0.r == 255 } == 0)
    }

    @Test func irisBladesAreShadedAcrossLikeMetalPlates() {
        let closed = Self.stage.frames(.cameraIris, at: [0.5])[0]
        // A row inside the top-left blade, clear of the seams (the vertical one and the one
        // rising from the centre at 30°).
        let row = (5..<50).map { closed[$0, 20] }
        #expect(row.allSatisfy { abs(Int($0.r) - Int($0.g)) <= 6 && abs(Int($0.g) - Int($0.b)) <= 6 })
        let levels = row.map { Int($0.g) }
        // Not one flat grey: the blade darkens across its width by many levels, in steps too
        // small to see as bands.
        #expect(levels.max()! - levels.min()! >= 12)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { abs($0 - $1) <= 2 })
    }
}
