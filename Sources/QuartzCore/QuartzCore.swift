@_exported import CoreGraphics
import Foundation

/// Core Foundation's seconds.
public typealias CFTimeInterval = TimeInterval

/// The current clock's time in seconds, as `CACurrentMediaTime()`: virtual time inside a
/// scenario, so `beginTime = CACurrentMediaTime() + delay` delays by virtual seconds.
public func CACurrentMediaTime() -> CFTimeInterval { VirtualClock.current?.time ?? 0 }

/// The key `CATransition`s are added under by convention.
public let kCATransition = "transition"

/// Core Foundation's booleans, as `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` passes them.
public let kCFBooleanTrue = NSNumber(value: true)
public let kCFBooleanFalse = NSNumber(value: false)
