import Foundation

/// The effect a `CATransition` draws, named by the string Core Animation uses: the public
/// `kCATransition…` constants and the private ones ported code spells as literals.
///
///     let cube = CATransition(type: "cube")   // as `animation.type = @"cube"`
///     let fade = CATransition(type: .fade)
public struct CATransitionType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    /// Any name; one Core Animation does not know is reported when the transition is added.
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static let fade: CATransitionType = "fade"
    public static let moveIn: CATransitionType = "moveIn"
    public static let push: CATransitionType = "push"
    public static let reveal: CATransitionType = "reveal"
    public static let cube: CATransitionType = "cube"
    public static let oglFlip: CATransitionType = "oglFlip"
    public static let pageCurl: CATransitionType = "pageCurl"
    public static let pageUnCurl: CATransitionType = "pageUnCurl"
    public static let suckEffect: CATransitionType = "suckEffect"
    public static let rippleEffect: CATransitionType = "rippleEffect"
    public static let cameraIrisHollowOpen: CATransitionType = "cameraIrisHollowOpen"
    public static let cameraIrisHollowClose: CATransitionType = "cameraIrisHollowClose"
    public static let cameraIris: CATransitionType = "cameraIris"

    /// Every type the renderer draws, public ones first, as the three-ways and cube articles list them.
    package static let known: [CATransitionType] = [
        .fade, .moveIn, .push, .reveal, .cube, .oglFlip, .pageCurl, .pageUnCurl,
        .suckEffect, .rippleEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose, .cameraIris,
    ]

    /// Whether the effect depends on `subtype` (the others ignore it).
    package var isDirectional: Bool { [.moveIn, .push, .reveal, .cube, .oglFlip].contains(self) }

    package var isKnown: Bool { CATransitionType.known.contains(self) }

    public var description: String { rawValue }
}
