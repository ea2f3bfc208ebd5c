import Foundation

/// A voice to speak in, as `AVSpeechSynthesisVoice`; the stand-in has one per language asked for.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String
    open var identifier: String { "com.apple.voice.compact.\(language).Stand-in" }
    open var name: String { "Stand-in" }

    public init?(language languageCode: String?) {
        language = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        super.init()
    }

    public convenience init?(identifier: String) { self.init(language: "en-US") }

    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
    open class func currentLanguageCode() -> String { "en-US" }
}

public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// Text to speak, as `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0

    public init(string: String) {
        speechString = string
        super.init()
    }
}

/// Where speech stops, as `AVSpeechBoundary`.
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

/// What a synthesizer tells its delegate, as `AVSpeechSynthesizerDelegate`; every method is optional.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}

/// Speaks text, as `AVSpeechSynthesizer`: nothing is heard, and each utterance is told started
/// and finished at once, in order, so a screen's speaking state comes back to rest.
open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: AVSpeechSynthesizerDelegate?
    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }

    public override init() { super.init() }

    open func speak(_ utterance: AVSpeechUtterance) {
        delegate?.speechSynthesizer(self, didStart: utterance)
        delegate?.speechSynthesizer(self, didFinish: utterance)
    }

    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// What an audio recorder tells its delegate, as `AVAudioRecorderDelegate`; a stand-in recorder
/// never records, so neither method is called.
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320

/// Audio quality for a recorder's settings, as `AVAudioQuality`.
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }

/// Records sound to a file, as `AVAudioRecorder`: there is no microphone, so `record()` answers
/// false and nothing is written.
open class AVAudioRecorder: NSObject {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false
    open var isRecording: Bool { false }
    open var currentTime: TimeInterval { 0 }

    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    @discardableResult open func prepareToRecord() -> Bool { false }
    @discardableResult open func record() -> Bool { false }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    @discardableResult open func deleteRecording() -> Bool { false }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
