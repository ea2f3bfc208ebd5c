import Foundation
import Scenarios
import Testing
@testable import UIKit

/// The POP article's animations, as the catalog ports them: POP writes the model at once and
/// animates from what is on screen.
@Suite struct POPAnimationTests {
    func onClock<T>(_ body: () -> T) -> (VirtualClock, T) {
        let clock = VirtualClock()
        return (clock, clock.run(body))
    }

    func presentedDouble(_ layer: CALayer, _ keyPath: String) -> Double {
        LayerKeyPath.named(keyPath)!.value(of: layer.presentationTree()).double
    }

    @Test func popAnimationsWriteTheModelAndRunFromTheScreen() {
        let layer = CALayer()
        layer.position = CGPoint(x: 187.5, y: -333.5)
        var finished: Bool?
        let (clock, _) = onClock {
            let positionAnim = POPSpringAnimation(propertyNamed: POPProperty.layerPositionY)
            positionAnim.toValue = 333.5
            positionAnim.springBounciness = 10
            positionAnim.completion = { finished = $0 }
            layer.addPOPAnimation(positionAnim, forKey: "positionAnimation")
            let scaleAnim = POPSpringAnimation(propertyNamed: POPProperty.layerScaleXY)
            scaleAnim.springBounciness = 20
            scaleAnim.fromValue = CGPoint(x: 1.2, y: 1.4)
            layer.addPOPAnimation(scaleAnim, forKey: "scaleAnimation")
        }
        #expect(layer.position.y == 333.5)
        #expect(presentedDouble(layer, "position.y") == -333.5)
        #expect(abs(layer.presentationTree().transform.m22 - 1.4) < 1e-12)
        let spring = Spring(bounciness: 10)
        clock.advance(to: 0.1)
        #expect(abs(presentedDouble(layer, "position.y") - (-333.5 + 667 * spring.value(at: 0.1))) < 1e-9)
        clock.advance(to: 5)
        #expect(finished == true)
        #expect(presentedDouble(layer, "position.y") == 333.5)
    }

    @Test("POPBasicAnimation paces by Core Animation's default curve when no timing function is set")
    func popBasicAnimationUsesPOPDefaults() {
        let layer = CALayer()
        let (clock, _) = onClock {
            let slide = POPBasicAnimation(propertyNamed: POPProperty.layerPositionY)
            slide.toValue = 100
            layer.addPOPAnimation(slide, forKey: "slide")
        }
        // (0.25, 0.1)-(0.25, 1) over POP's 0.4 s: 41% of the way at 0.1 s and 80% at 0.2 s,
        // where ease-in-ease-out would give 13% and 50%.
        clock.advance(to: 0.1)
        #expect(abs(presentedDouble(layer, "position.y") - 41) < 2)
        clock.advance(to: 0.2)
        #expect(abs(presentedDouble(layer, "position.y") - 80) < 2)
        clock.advance(to: 0.4)
        #expect(presentedDouble(layer, "position.y") == 100)
    }
}
