import Foundation
import QuartzCore

/// The layer a player's video shows in, as `AVPlayerLayer`: black, as a player layer is before
/// its first frame, for no frame ever comes.
open class AVPlayerLayer: CALayer, ViewLayerClass {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var isReadyForDisplay: Bool { false }
    /// Where the video is drawn: nowhere, as there is no video size to fit.
    open var videoRect: CGRect { .zero }

    public required override init() {
        super.init()
        backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVPlayerLayer {
            player = other.player
            videoGravity = other.videoGravity
        }
    }

    public required init?(coder: NSCoder) { return nil }
}
