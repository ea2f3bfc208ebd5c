import Testing
import UIKit

/// Every effect starts exactly on the old look and ends exactly on the new one, and moves
/// away from them continuously; `startProgress`/`endProgress` pick the part of the effect shown.
@Suite struct TransitionEndPointTests {
    static let cases: [(CATransitionType, CATransitionSubtype?)] = CATransitionType.known.flatMap { type in
        type.isDirectional ? CATransitionSubtype.allCases.map { (type, $0) } : [(type, nil)]
    }

    @Test(arguments: cases)
    func endsAreTheLooksThemselves(type: CATransitionType, subtype: CATransitionSubtype?) {
        let stage = TransitionStage()
        let frames = stage.frames(type, subtype, at: [0, 1])
        #expect(frames[0] == stage.still(isNew: false), "\(type) \(subtype?.rawValue ?? "") at 0")
        #expect(frames[1] == stage.still(isNew: true), "\(type) \(subtype?.rawValue ?? "") at 1")
    }

    @Test(arguments: cases)
    func nearTheEndsTheEffectIsNearTheLooks(type: CATransitionType, subtype: CATransitionSubtype?) {
        let stage = TransitionStage()
        let frames = stage.frames(type, subtype, at: [0.002, 0.998])
        if type != .cameraIrisHollowOpen {
            #expect(TransitionFrameChecks.differingShare(frames[0], stage.still(isNew: false)) < 0.02,
                    "\(type) \(subtype?.rawValue ?? "") just after 0")
        }
        if type != .cameraIrisHollowClose {
            #expect(TransitionFrameChecks.differingShare(frames[1], stage.still(isNew: true)) < 0.02,
                    "\(type) \(subtype?.rawValue ?? "") just before 1")
        }
    }

    @Test("the hollow irises open from, and close to, the shut shutter, as a camera's does")
    func hollowIrisesMeetTheShutShutter() throws {
        let stage = TransitionStage()
        let opening = stage.frames(.cameraIrisHollowOpen, nil, at: [0.002])[0]
        let closing = stage.frames(.cameraIrisHollowClose, nil, at: [0.998])[0]
        #expect(TransitionFrameChecks.differingShare(opening, closing) < 0.01, "both show the shut shutter")
        #expect(TransitionFrameChecks.differingShare(opening, stage.still(isNew: false)) > 0.9)
        #expect(TransitionFrameChecks.differingShare(opening, stage.still(isNew: true)) > 0.9)
    }

    @Test(arguments: cases)
    func midwayTheFrameIsNeitherLook(type: CATransitionType, subtype: CATransitionSubtype?) {
        let stage = TransitionStage()
        let middle = stage.frames(type, subtype, at: [0.4])[0]
        #expect(TransitionFrameChecks.differingShare(middle, stage.still(isNew: false)) > 0.05)
        #expect(TransitionFrameChecks.differingShare(middle, stage.still(isNew: true)) > 0.05)
    }

    @Test func startAndEndProgressShowThatPartOfTheEffect() {
        let stage = TransitionStage()
        let whole = stage.frames(.push, .fromRight, at: [0.3, 0.5, 0.7])
        let clipped = stage.frames(.push, .fromRight, at: [0, 0.5, 1]) {
            $0.startProgress = 0.3
            $0.endProgress = 0.7
        }
        #expect(clipped == whole)
    }
}
