@_exported import AVFoundation
import Foundation
import UIKit

/// What a player view controller tells its delegate, as `AVPlayerViewControllerDelegate`.
public protocol AVPlayerViewControllerDelegate: AnyObject {
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
}

/// The system's video screen, as `AVPlayerViewController`: a black view holding the player's
/// layer; no video plays (AVFoundation's stand-in decodes nothing) and no controls are drawn.
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer? {
        didSet { playerLayer.player = player }
    }
    open weak var delegate: AVPlayerViewControllerDelegate?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect {
        didSet { playerLayer.videoGravity = videoGravity }
    }
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var updatesNowPlayingInfoCenter = true
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
    /// Where an app adds views over the video, as `contentOverlayView`.
    open private(set) var contentOverlayView: UIView?
    private let playerLayer = AVPlayerLayer()

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.layer.addSublayer(playerLayer)
        let overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
        contentOverlayView = overlay
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer.frame = view.bounds
    }
}
