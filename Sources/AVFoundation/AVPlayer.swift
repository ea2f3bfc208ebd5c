import CoreMedia
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A movie or sound at a URL, as `AVAsset`; nothing is read, so its duration is zero.
open class AVAsset: NSObject {
    open var duration: CMTime { .zero }
    open var isPlayable: Bool { false }

    public convenience init(url URL: URL) { self.init() }
}

/// An asset at a URL, as `AVURLAsset`.
open class AVURLAsset: AVAsset {
    public let url: URL
    /// Where an app answers the asset's loading requests; the stand-in never makes any.
    public let resourceLoader = AVAssetResourceLoader()

    public init(url URL: URL, options: [String: Any]? = nil) {
        self.url = URL
        super.init()
    }
}

/// One item a player plays, as `AVPlayerItem`; it never becomes ready to play.
open class AVPlayerItem: NSObject {
    /// Whether the item can be played, as `AVPlayerItem.Status`.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    public let asset: AVAsset
    open private(set) var status: Status = .unknown
    open var error: Error? { nil }
    open var duration: CMTime { asset.duration }
    open var preferredForwardBufferDuration: TimeInterval = 0
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    private var time = CMTime.zero

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    open func currentTime() -> CMTime { time }

    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        self.time = time
        completionHandler?(true)
    }

    /// Posted when an item plays to its end; a stand-in item never does.
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}

/// Plays items, as `AVPlayer`: `play()` sets the rate, but no frame is decoded and the time
/// stays where `seek(to:)` put it, so a periodic observer is called once, when added.
open class AVPlayer: NSObject {
    /// Whether the player is playing, as `AVPlayer.TimeControlStatus`.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    /// What the player does when an item ends, as `AVPlayer.ActionAtItemEnd`.
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    /// Whether the player can play, as `AVPlayer.Status`.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0 {
        didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    }
    open private(set) var timeControlStatus = TimeControlStatus.paused
    open var status: Status { .unknown }
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    private var observers: [UUID] = []

    public override init() { super.init() }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// Asks to play: the rate becomes 1 and the player waits, for there is nothing to play.
    open func play() { rate = 1 }
    open func pause() { rate = 0 }

    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { currentItem?.seek(to: time) }

    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping (Bool) -> Void = { _ in }) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Calls `block` with the current time once, now (the time never advances here), and gives
    /// the token `removeTimeObserver(_:)` takes.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any {
        let token = UUID()
        observers.append(token)
        block(currentTime())
        return token
    }

    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void) -> Any {
        let token = UUID()
        observers.append(token)
        return token
    }

    open func removeTimeObserver(_ observer: Any) {
        observers.removeAll { $0 == observer as? UUID }
    }
}

/// A player of a list of items in turn, as `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem]

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    public override init() {
        queue = []
        super.init()
    }

    open func items() -> [AVPlayerItem] { queue }

    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }

    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        let index = afterItem.flatMap { after in queue.firstIndex { $0 === after } }.map { $0 + 1 } ?? queue.endIndex
        queue.insert(item, at: index)
        if currentItem == nil { replaceCurrentItem(with: queue.first) }
    }

    open func remove(_ item: AVPlayerItem) { queue.removeAll { $0 === item } }

    open func removeAllItems() {
        queue.removeAll()
        replaceCurrentItem(with: nil)
    }
}

/// Loads an asset's resources through the app, as `AVAssetResourceLoader`.
open class AVAssetResourceLoader: NSObject {
    open private(set) weak var delegate: AVAssetResourceLoaderDelegate?
    open private(set) var delegateQueue: DispatchQueue?
    open func setDelegate(_ delegate: AVAssetResourceLoaderDelegate?, queue delegateQueue: DispatchQueue?) {
        self.delegate = delegate
        self.delegateQueue = delegateQueue
    }
}

/// One request for an asset's data, as `AVAssetResourceLoadingRequest`.
open class AVAssetResourceLoadingRequest: NSObject {
    public let request: URLRequest
    open var redirect: URLRequest?
    open var response: URLResponse?
    open private(set) var dataRequest: AVAssetResourceLoadingDataRequest?
    init(request: URLRequest) {
        self.request = request
        super.init()
    }
    open private(set) var isFinished = false
    open private(set) var isCancelled = false
    open func finishLoading() { isFinished = true }
    open func finishLoading(with error: Error?) { isFinished = true }
}

/// The bytes a loading request asks for, as `AVAssetResourceLoadingDataRequest`.
open class AVAssetResourceLoadingDataRequest: NSObject {
    open private(set) var requestedOffset: Int64 = 0
    open private(set) var requestedLength = 0
    open private(set) var currentOffset: Int64 = 0
    open func respond(with data: Data) { currentOffset += Int64(data.count) }
}

/// What an asset's resource loader asks the app, as `AVAssetResourceLoaderDelegate`; the
/// stand-in loads nothing, so it never asks.
public protocol AVAssetResourceLoaderDelegate: AnyObject {
    func resourceLoader(_ resourceLoader: AVAssetResourceLoader, shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest) -> Bool
    func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel loadingRequest: AVAssetResourceLoadingRequest)
}

extension AVAssetResourceLoaderDelegate {
    public func resourceLoader(_ resourceLoader: AVAssetResourceLoader, shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest) -> Bool { false }
    public func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel loadingRequest: AVAssetResourceLoadingRequest) {}
}
