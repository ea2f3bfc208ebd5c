import Foundation

// System Configuration's reachability as a stand-in: every host is reachable over Wi-Fi, so a
// screen shows its online state. (Whether a request then succeeds is another matter: the
// harness answers every URLSession request with an error; see README, "Networking".)
// Core Foundation's types are not public in Linux Foundation: an allocator is any object here
// (callers pass nil), and there is no run loop to schedule on, only a dispatch queue.

/// A reachability target, as `SCNetworkReachability`.
public final class SCNetworkReachability: @unchecked Sendable {
    let host: String?
    var callback: SCNetworkReachabilityCallBack?
    var info: UnsafeMutableRawPointer?
    init(host: String?) { self.host = host }
}

/// How a target is reachable, as `SCNetworkReachabilityFlags`.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = connectionOnTraffic
}

/// The context a callback is registered with, as `SCNetworkReachabilityContext`.
public struct SCNetworkReachabilityContext {
    public var version: Int
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<AnyObject>)?
    public init() { self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil) }
    public init(version: Int, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<AnyObject>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

public func SCNetworkReachabilityCreateWithName(_ allocator: AnyObject?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(host: String(cString: nodename))
}

public func SCNetworkReachabilityCreateWithAddress(_ allocator: AnyObject?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(host: nil)
}

/// Reachable, directly: the stand-in reports every target online.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = .reachable
    return true
}

public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    target.callback = callout
    target.info = context?.pointee.info
    return true
}

/// Schedules nothing: reachability never changes here, so the callback is never called.
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool { true }
