import Foundation
import Testing
@testable import QuartzCore

/// `CATransition` as `CATransition`: named types, the snapshot taken when it is added, and the
/// progress it hands the renderer.
@Suite struct CATransitionTests {
    @Test func typesAreNamedByTheirCoreAnimationStrings() {
        #expect(CATransition(type: "cube").type == .cube)
        #expect(CATransition(type: "cameraIrisHollowOpen").type == .cameraIrisHollowOpen)
        #expect(CATransitionType.known.map(\.rawValue) == [
            "fade", "moveIn", "push", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl",
            "suckEffect", "rippleEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose", "cameraIris",
        ])
        #expect(CATransitionSubtype(rawValue: "fromRight") == .fromRight)
    }

    @Test func anUnknownTypeIsAnErrorListingTheKnownOnes() {
        let transition = CATransition(type: "cubeEffect")
        #expect(throws: TransitionError.unknownType("cubeEffect")) { try transition.validate(for: CALayer()) }
        let message = TransitionError.unknownType("cubeEffect").description
        #expect(message.contains("\"cubeEffect\""))
        for type in CATransitionType.known { #expect(message.contains(type.rawValue)) }
    }

    @Test func progressOutsideZeroToOneOrReversedIsAnError() {
        for (start, end) in [(-0.1, 1.0), (0.0, 1.5), (0.8, 0.2), (Double.nan, 1.0)] {
            let transition = CATransition(type: .fade)
            (transition.startProgress, transition.endProgress) = (start, end)
            #expect(throws: TransitionError.self) { try transition.validate(for: CALayer()) }
        }
    }

    @Test func theOldLookIsTheLayerAsItWasWhenTheTransitionWasAdded() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.opacity = 0.5
        let child = CALayer()
        layer.addSublayer(child)
        let (clock, _) = onClock {
            layer.add(CATransition(type: .fade), forKey: nil)
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            child.removeFromSuperlayer()
        }
        clock.advance(to: 0.1)
        let presentation = layer.presentationTree()
        let active = try! #require(presentation.activeTransition)
        #expect(active.from.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(active.from.sublayerList.count == 1)
        // The composited result keeps the layer's opacity; the looks are drawn without it.
        #expect(active.from.opacity == 1)
        #expect(presentation.backgroundColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1) && presentation.sublayerList.isEmpty)
        #expect(presentation.transitionLook().activeTransition == nil)
    }

    @Test func progressIsEasedAndClippedToStartAndEndProgress() {
        let layer = CALayer()
        let transition = CATransition(type: .push, subtype: .fromRight)
        transition.duration = 2
        transition.timingFunction = .easeIn
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        let (clock, _) = onClock { layer.add(transition, forKey: "transition") }
        func progress() -> Double? { layer.presentationTree().activeTransition?.progress }
        #expect(progress() == 0.2)
        clock.advance(to: 1)
        #expect(abs(progress()! - (0.2 + 0.4 * CAMediaTimingFunction.easeIn.value(at: 0.5))) < 1e-12)
        #expect(layer.presentationTree().activeTransition?.subtype == .fromRight)
        clock.advance(to: 2.01)
        #expect(progress() == nil)
    }

    @Test func aTransitionAddedOverARunningOneStartsFromWhatWasShowing() {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (clock, _) = onClock {
            layer.add(CATransition(type: .fade), forKey: "transition")
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
        clock.advance(to: 0.1)
        clock.run {
            layer.add(CATransition(type: .cube), forKey: "transition")
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let active = try! #require(layer.presentationTree().activeTransition)
        #expect(active.type == .cube)
        #expect(active.from.activeTransition?.type == .fade)
        #expect(active.from.activeTransition?.from.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
