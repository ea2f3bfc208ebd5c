@_exported import CoreMedia
import Foundation

// AVFoundation as a stand-in: players, items and sessions that screens set up and call, with
// nothing decoded, played, heard or captured. A player stays at time zero; there is no camera,
// as on the Simulator. See docs/STAND-INS.md.

/// A kind of media, as `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let metadata = AVMediaType("meta")
}

/// Whether the app may capture, as `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// How a player layer fits its video into its bounds, as `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// How an item's audio tracks mix, as `AVAudioMix`.
open class AVAudioMix: NSObject {}
