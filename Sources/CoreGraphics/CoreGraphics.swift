@_exported import Foundation
@_exported import TransitionKit

// Core Graphics' names for TransitionKit's types. Foundation on Linux already defines `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`; TransitionKit defines `CGAffineTransform`.

/// A colour, as `CGColor`; `UIColor.cgColor` gives one.
public typealias CGColor = Color
/// A bitmap or drawn picture, as `CGImage`; `UIImage.cgImage` gives one.
public typealias CGImage = Image
