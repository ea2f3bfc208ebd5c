import UIKit

/// The built-in transitions of the three-ways and cube articles (docs/ARCHITECTURE.md lists them): the source articles' own uses of
/// `CATransition` and child-controller flips, then every `CATransition` type and subtype
/// between two screens, and every UIView transition option on a card.
package enum BuiltInTransitionScenarios {
    package static let all: [Scenario] =
        [imageViewCube, windowFadePresent, windowCubePresent, childFlip] + catalogOfTypes + viewOptions
}
