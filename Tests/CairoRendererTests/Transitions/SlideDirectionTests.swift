import Testing
import UIKit

/// CATransition's slide offsets (docs/ARCHITECTURE.md) at p = 0.5 on a 120×180 layer: the new look at o·(1 − p), the old at
/// −o·p, with o = (+W, 0) from the right and (0, −H) from the top (y down). The old page has
/// a white bar on its right edge, the new one on its left, 10 points wide.
@Suite struct SlideDirectionTests {
    static func middleRow(_ type: CATransitionType, _ subtype: CATransitionSubtype) -> String {
        let stage = TransitionStage()
        return TransitionFrameChecks.runs(of: stage.frames(type, subtype, at: [0.5])[0], row: 90)
    }

    @Test func pushFromRightMovesTheNewLookInFromTheRightAndTheOldOutToTheLeft() {
        // Old at −60: red 0..<50, its bar 50..<60; new at +60: its bar 60..<70, green after.
        #expect(Self.middleRow(.push, .fromRight) == "r50 w20 g50")
    }

    @Test func moveInFromRightSlidesTheNewLookOverTheStillOldOne() {
        // Old still: red 0..<60 shows; new on top from +60: bar 60..<70, green after.
        #expect(Self.middleRow(.moveIn, .fromRight) == "r60 w10 g50")
    }

    @Test func revealFromRightSlidesTheOldLookOffTheStillNewOne() {
        // Old on top at −60: red 0..<50, bar 50..<60; the still new page shows from 60.
        #expect(Self.middleRow(.reveal, .fromRight) == "r50 w10 g60")
    }

    @Test func pushFromTopBringsTheNewLookDownFromAbove() {
        // o = (0, −180): new at y −90 (its lower half shows on top), old at +90 (its upper half below).
        let stage = TransitionStage(page: TransitionStage.solidPage)
        let frame = stage.frames(.push, .fromTop, at: [0.5])[0]
        #expect(TransitionFrameChecks.runs(of: frame, column: 60) == "g90 r90")
    }
}
