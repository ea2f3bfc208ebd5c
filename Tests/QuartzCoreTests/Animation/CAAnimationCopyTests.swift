import Foundation
import Testing
@testable import QuartzCore

/// Animations copy as `NSCopying` copies them.
@Suite struct CAAnimationCopyTests {
    @Test func aCopyHasTheSameSettingsAndChangesApart() throws {
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 1.2, 1]
        pulse.keyTimes = [0, 0.5, 1]
        pulse.duration = 0.8
        pulse.repeatCount = .infinity
        pulse.calculationMode = .cubic
        let copy = try #require(pulse.copy() as? CAKeyframeAnimation)
        #expect(copy.keyPath == "transform.scale" && copy.duration == 0.8 && copy.repeatCount == .infinity)
        #expect(copy.keyTimes == [0, 0.5, 1] && copy.calculationMode == .cubic && copy.values?.count == 3)
        copy.duration = 2
        #expect(pulse.duration == 0.8)

        let group = CAAnimationGroup()
        group.animations = [pulse, CABasicAnimation(keyPath: "opacity")]
        let groupCopy = try #require(group.copy() as? CAAnimationGroup)
        #expect(groupCopy.animations?.count == 2 && groupCopy.animations?.first !== pulse)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 7
        #expect((spring.copy() as? CASpringAnimation)?.damping == 7)
    }

    /// Animations copy as `NSCopying` copies them.
}
