import Pixels
import Testing
import UIKit

/// The 3D effects: the cube's faces share an edge with nothing showing between them; the
/// flip shows the new face only past 90° and never grows past the layer.
@Suite struct CubeAndFlipTests {
    static let stage = TransitionStage(page: TransitionStage.solidPage)

    @Test(arguments: [0.25, 0.5, 0.75], [CATransitionSubtype.fromRight, .fromTop])
    func cubeFacesMeetWithoutAGap(progress: Double, subtype: CATransitionSubtype) {
        let frame = Self.stage.frames(.cube, subtype, at: [progress])[0]
        let horizontal = subtype.isHorizontal
        let lines = horizontal ? frame.height : frame.width, length = horizontal ? frame.width : frame.height
        var crossed = 0
        // Along every line through the middle of the cube, the faces cover one unbroken
        // span: inside its outer edges no background blue shows, even at the shared edge.
        for line in stride(from: lines / 5, to: lines * 4 / 5, by: 3) {
            let pixels = (0..<length).map { horizontal ? frame[$0, line] : frame[line, $0] }
            guard let first = pixels.firstIndex(where: { $0.b < 128 }), let last = pixels.lastIndex(where: { $0.b < 128 }) else {
                Issue.record("no face on line \(line)")
                continue
            }
            let inside = pixels[(first + 1)..<last]
            #expect(inside.allSatisfy { $0.b <= 2 }, "background shows inside the cube on line \(line) at \(progress)")
            if inside.contains(where: { $0.r > 128 }) && inside.contains(where: { $0.g > 128 }) { crossed += 1 }
        }
        #expect(crossed > 0, "both faces show at \(progress)")
    }

    @Test func flipShowsTheOldFaceBefore90DegreesAndTheNewOneAfter() {
        let frames = Self.stage.frames(.oglFlip, .fromRight, at: [0.45, 0.55])
        let before = frames[0].pixels.chunks4, after = frames[1].pixels.chunks4
        #expect(before.contains { $0.r == 255 && $0.g == 0 } && !before.contains { $0.g > 16 })
        #expect(after.contains { $0.g == 255 && $0.r == 0 } && !after.contains { $0.r > 16 })
    }

    @Test(arguments: [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom])
    func flipDolliesBackSoTheNearEdgeNeverGrows(subtype: CATransitionSubtype) {
        for frame in Self.stage.frames(.oglFlip, subtype, at: [0.15, 0.3, 0.7, 0.85]) {
            // The stage is exactly the layer, so the card grows past it only if a whole row or
            // column of the stage's edge is covered.
            let topRow = (0..<frame.width).map { frame[$0, 0] }, leftColumn = (0..<frame.height).map { frame[0, $0] }
            #expect(topRow.contains { $0.b == 255 } || leftColumn.contains { $0.b == 255 })
        }
    }

    @Test func flipFromLeftSwingsTheLeftEdgeTowardTheViewer() {
        let frame = Self.stage.frames(.oglFlip, .fromLeft, at: [0.25])[0]
        func height(ofColumnAt x: Int) -> Int { (0..<frame.height).filter { frame[x, $0].b < 128 }.count }
        let covered = (0..<frame.width).filter { height(ofColumnAt: $0) > 0 }
        #expect(height(ofColumnAt: covered.first! + 1) > height(ofColumnAt: covered.last! - 1))
    }
}

private extension Array where Element == UInt8 {
    /// The bytes as RGBA pixels.
    var chunks4: [RGBA] {
        stride(from: 0, to: count, by: 4).map { RGBA(r: self[$0], g: self[$0 + 1], b: self[$0 + 2], a: self[$0 + 3]) }
    }
}
