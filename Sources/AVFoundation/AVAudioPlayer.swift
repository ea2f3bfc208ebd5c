import Foundation

/// What an audio player tells its delegate, as `AVAudioPlayerDelegate`; a stand-in player never
/// finishes, so neither method is called.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// Plays a sound, as `AVAudioPlayer`: it opens any file or data, but nothing is decoded, so its
/// duration is zero, `play()` answers false and nothing is heard.
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    open weak var delegate: AVAudioPlayerDelegate?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var rate: Float = 1
    open var enableRate = false
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open var isMeteringEnabled = false

    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
        super.init()
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
        super.init()
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
        super.init()
    }

    @discardableResult open func prepareToPlay() -> Bool { false }
    @discardableResult open func play() -> Bool { false }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// The app's audio setup, as `AVAudioSession`: it keeps the category and mode it is given;
/// recording is never permitted.
open class AVAudioSession: NSObject, @unchecked Sendable {
    /// How the app uses audio, as `AVAudioSession.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of a category, as `AVAudioSession.Mode`.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }

    /// How the app's audio mixes with others', as `AVAudioSession.CategoryOptions`.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// Options for `setActive(_:options:)`, as `AVAudioSession.SetActiveOptions`.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Whether the app may record, as `AVAudioSession.RecordPermission`.
    public enum RecordPermission: UInt, Sendable { case undetermined = 1970168948, denied = 1684369017, granted = 1735552628 }

    private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }

    open private(set) var category = Category.soloAmbient
    open private(set) var mode = Mode.default
    open private(set) var categoryOptions: CategoryOptions = []
    open private(set) var isActive = false
    open var recordPermission: RecordPermission { .undetermined }
    open var outputVolume: Float { 0.5 }
    open var isOtherAudioPlaying: Bool { false }

    open func setCategory(_ category: Category) throws { self.category = category }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    open func setMode(_ mode: Mode) throws { self.mode = mode }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }

    /// Answers false, at once: there is no microphone to grant.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { response(false) }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}
