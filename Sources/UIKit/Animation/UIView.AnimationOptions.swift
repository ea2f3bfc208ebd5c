import Foundation
import QuartzCore

extension UIView {
    /// Options for `UIView.animate` and `UIView.transition`, as `UIView.AnimationOptions`, with
    /// UIKit's bit layout: a curve in bits 16–19 and a transition in bits 20–23.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted; animations here always start from the presented value, as UIKit's do since iOS 8.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (`repeatCount = .infinity`); the completion then never runs.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Each pass runs forward and back.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted; there are no touches to allow.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// UIKit's private curve 7, which its own transitions run on and apps borrow as
        /// `UIView.AnimationOptions(rawValue: 7 << 16)` from the keyboard's notifications: the
        /// spring `Spring.systemCurve`, over the duration given.
        package static let curveSystem = AnimationOptions(rawValue: 7 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options select (easeInOut unless another is given).
        package var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }

        /// The spring the curve bits select (curve 7), or nil for a Bézier curve.
        var curveSpring: Spring? { (rawValue >> 16) & 0xF == 7 ? .systemCurve : nil }

        /// The transition bits alone (0 for none), for `UIView.transition`.
        package var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & (0xF << 20)) }
    }
}
