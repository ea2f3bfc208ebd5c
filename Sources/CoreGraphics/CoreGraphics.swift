@_exported import Foundation

// Core Graphics on Linux: Foundation already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect`;
// this module adds the rest of what drawing code names (`CGAffineTransform`, `CGPath`, `CGColor`,
// `CGImage`, `CGContext`, `CGGradient` …), with Core Graphics' semantics.
