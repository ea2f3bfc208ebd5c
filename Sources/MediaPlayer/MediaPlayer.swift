import Foundation
import UIKit

// MediaPlayer as a stand-in: the system volume control, drawn as a plain track, and the
// now-playing information, kept but shown nowhere. See docs/STAND-INS.md.

/// The system volume slider, as `MPVolumeView`: a thin grey track, as a volume view looks with
/// no audio route to control.
open class MPVolumeView: UIView {
    open var showsVolumeSlider = true
    open var showsRouteButton = false
    private let track = UIView()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        track.backgroundColor = .systemFill
        track.layer.cornerRadius = 2
        addSubview(track)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.isHidden = !showsVolumeSlider
        track.frame = CGRect(x: 0, y: (bounds.height - 4) / 2, width: bounds.width, height: 4)
    }
}

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"

/// Artwork for the now-playing information, as `MPMediaItemArtwork`.
open class MPMediaItemArtwork: NSObject {
    public let bounds: CGRect
    private let handler: (CGSize) -> UIImage
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        handler = requestHandler
        super.init()
    }
    open func image(at size: CGSize) -> UIImage? { handler(size) }
}

/// Whether the app is playing, as `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }

/// What the lock screen shows as playing, as `MPNowPlayingInfoCenter`: kept, shown nowhere.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let instance = MPNowPlayingInfoCenter()
    open class func `default`() -> MPNowPlayingInfoCenter { instance }
    open var nowPlayingInfo: [String: Any]?
    open var playbackState = MPNowPlayingPlaybackState.unknown
}

/// What a remote command handler answers, as `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable { case success, noSuchContent, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200 }

/// An event a remote command delivers, as `MPRemoteCommandEvent`.
open class MPRemoteCommandEvent: NSObject {}

/// A lock-screen or headphone command, as `MPRemoteCommand`; none is ever sent here.
open class MPRemoteCommand: NSObject {
    open var isEnabled = true
    private var targets: [UUID: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = [:]
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = UUID()
        targets[token] = handler
        return token
    }
    open func removeTarget(_ target: Any?) {
        if let token = target as? UUID { targets[token] = nil } else if target == nil { targets.removeAll() }
    }
}

/// The remote commands, as `MPRemoteCommandCenter`.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let instance = MPRemoteCommandCenter()
    open class func shared() -> MPRemoteCommandCenter { instance }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPRemoteCommand()
}
