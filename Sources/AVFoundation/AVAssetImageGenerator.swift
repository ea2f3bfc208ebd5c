import CoreGraphics
import CoreMedia
import Foundation

/// Still frames of an asset, as `AVAssetImageGenerator`: the stand-in decodes nothing, so every
/// request fails with `AVError(.decodeFailed)`, as for a file that cannot be read.
open class AVAssetImageGenerator: NSObject {
    /// What a generation ended with, as `AVAssetImageGenerator.Result`.
    public enum Result: Int, Sendable { case succeeded, failed, cancelled }

    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize = CGSize.zero
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw AVError(.decodeFailed)
    }

    /// Answers each time at once, failed.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                             completionHandler handler: @escaping (CMTime, CGImage?, CMTime, Result, Error?) -> Void) {
        for _ in requestedTimes { handler(.zero, nil, .zero, .failed, AVError(.decodeFailed)) }
    }

    open func cancelAllCGImageGeneration() {}
}

/// An AVFoundation failure, as `AVError`.
public struct AVError: Error, CustomStringConvertible, Sendable {
    /// What failed, as `AVError.Code`.
    public enum Code: Int, Sendable { case unknown = -11800, decodeFailed = -11821, fileFormatNotRecognized = -11828 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "AVError \(code): the AVFoundation stand-in decodes no media" }
}
