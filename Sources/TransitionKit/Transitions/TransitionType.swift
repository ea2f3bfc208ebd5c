import Foundation

/// The effect a `Transition` draws, named by the string Core Animation uses: the public
/// `kCATransition…` constants and the private ones ported code spells as literals.
///
///     let cube = Transition(type: "cube")   // as `animation.type = @"cube"`
///     let fade = Transition(type: .fade)
public struct TransitionType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    /// Any name; one Core Animation does not know is reported when the transition is added.
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static let fade: TransitionType = "fade"
    public static let moveIn: TransitionType = "moveIn"
    public static let push: TransitionType = "push"
    public static let reveal: TransitionType = "reveal"
    public static let cube: TransitionType = "cube"
    public static let oglFlip: TransitionType = "oglFlip"
    public static let pageCurl: TransitionType = "pageCurl"
    public static let pageUnCurl: TransitionType = "pageUnCurl"
    public static let suckEffect: TransitionType = "suckEffect"
    public static let rippleEffect: TransitionType = "rippleEffect"
    public static let cameraIrisHollowOpen: TransitionType = "cameraIrisHollowOpen"
    public static let cameraIrisHollowClose: TransitionType = "cameraIrisHollowClose"
    public static let cameraIris: TransitionType = "cameraIris"

    /// Every type TransitionKit draws, public ones first, as the three-ways and cube articles list them.
    public static let known: [TransitionType] = [
        .fade, .moveIn, .push, .reveal, .cube, .oglFlip, .pageCurl, .pageUnCurl,
        .suckEffect, .rippleEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose, .cameraIris,
    ]

    /// Whether the effect depends on `subtype` (the others ignore it).
    public var isDirectional: Bool { [.moveIn, .push, .reveal, .cube, .oglFlip].contains(self) }

    public var isKnown: Bool { TransitionType.known.contains(self) }

    public var description: String { rawValue }
}
