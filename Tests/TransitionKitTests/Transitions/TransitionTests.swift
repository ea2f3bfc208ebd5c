import Foundation
import Testing
@testable import TransitionKit

/// `Transition` as `CATransition`: named types, the snapshot taken when it is added, and the
/// progress it hands the renderer.
@Suite struct TransitionTests {
    @Test func typesAreNamedByTheirCoreAnimationStrings() {
        #expect(Transition(type: "cube").type == .cube)
        #expect(Transition(type: "cameraIrisHollowOpen").type == .cameraIrisHollowOpen)
        #expect(TransitionType.known.map(\.rawValue) == [
            "fade", "moveIn", "push", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl",
            "suckEffect", "rippleEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose", "cameraIris",
        ])
        #expect(TransitionSubtype(rawValue: "fromRight") == .fromRight)
    }

    @Test func anUnknownTypeIsAnErrorListingTheKnownOnes() {
        let transition = Transition(type: "cubeEffect")
        #expect(throws: TransitionError.unknownType("cubeEffect")) { try transition.validate(for: Layer()) }
        let message = TransitionError.unknownType("cubeEffect").description
        #expect(message.contains("\"cubeEffect\""))
        for type in TransitionType.known { #expect(message.contains(type.rawValue)) }
    }

    @Test func progressOutsideZeroToOneOrReversedIsAnError() {
        for (start, end) in [(-0.1, 1.0), (0.0, 1.5), (0.8, 0.2), (Double.nan, 1.0)] {
            let transition = Transition(type: .fade)
            (transition.startProgress, transition.endProgress) = (start, end)
            #expect(throws: TransitionError.self) { try transition.validate(for: Layer()) }
        }
    }

    @Test func theOldLookIsTheLayerAsItWasWhenTheTransitionWasAdded() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = .red
        layer.opacity = 0.5
        let child = Layer()
        layer.addSublayer(child)
        let (clock, _) = onClock {
            layer.add(Transition(type: .fade), forKey: nil)
            layer.backgroundColor = .green
            child.removeFromSuperlayer()
        }
        clock.advance(to: 0.1)
        let presentation = layer.presentation()
        let active = try! #require(presentation.activeTransition)
        #expect(active.from.backgroundColor == .red)
        #expect(active.from.sublayers.count == 1)
        // The composited result keeps the layer's opacity; the looks are drawn without it.
        #expect(active.from.opacity == 1)
        #expect(presentation.backgroundColor == .green && presentation.sublayers.isEmpty)
        #expect(presentation.transitionLook().activeTransition == nil)
    }

    @Test func progressIsEasedAndClippedToStartAndEndProgress() {
        let layer = Layer()
        let transition = Transition(type: .push, subtype: .fromRight)
        transition.duration = 2
        transition.timingFunction = .easeIn
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        let (clock, _) = onClock { layer.add(transition, forKey: "transition") }
        func progress() -> Double? { layer.presentation().activeTransition?.progress }
        #expect(progress() == 0.2)
        clock.advance(to: 1)
        #expect(abs(progress()! - (0.2 + 0.4 * TimingFunction.easeIn.value(at: 0.5))) < 1e-12)
        #expect(layer.presentation().activeTransition?.subtype == .fromRight)
        clock.advance(to: 2.01)
        #expect(progress() == nil)
    }

    @Test func aTransitionAddedOverARunningOneStartsFromWhatWasShowing() {
        let layer = Layer()
        layer.backgroundColor = .red
        let (clock, _) = onClock {
            layer.add(Transition(type: .fade), forKey: "transition")
            layer.backgroundColor = .green
        }
        clock.advance(to: 0.1)
        clock.run {
            layer.add(Transition(type: .cube), forKey: "transition")
            layer.backgroundColor = .blue
        }
        let active = try! #require(layer.presentation().activeTransition)
        #expect(active.type == .cube)
        #expect(active.from.activeTransition?.type == .fade)
        #expect(active.from.activeTransition?.from.backgroundColor == .red)
    }
}
