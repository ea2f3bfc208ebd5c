import AVFoundation
import AVKit
import CoreMedia
import Foundation
import MediaPlayer
import Testing
import UIKit

/// A video screen and an audio screen as apps write them: nothing plays, but everything a
/// screen sets up and draws is there.
@Suite struct MediaStandInTests {
    final class VideoController: UIViewController {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        let playerLayer = AVPlayerLayer()
        var times: [Double] = []
        var observer: Any?

        override func viewDidLoad() {
            super.viewDidLoad()
            playerLayer.player = player
            playerLayer.videoGravity = .resizeAspectFill
            view.layer.addSublayer(playerLayer)
            observer = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { [weak self] time in
                self?.times.append(time.seconds)
            }
            player.play()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            playerLayer.frame = view.bounds
        }
    }

    @Test func aPlayerLayerIsBlackAndThePlayerWaitsAtZero() {
        let video = VideoController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = video
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(video.playerLayer.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(video.playerLayer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1), "black, as before a first frame")
        #expect(video.player.rate == 1 && video.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(video.times == [0], "the observer hears the time once; it never advances")
        #expect(video.player.currentItem?.status == .unknown)
        video.player.pause()
        #expect(video.player.timeControlStatus == .paused)
    }

    @Test func thePlayerViewControllerIsBlack() {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        controller.loadViewIfNeeded()
        #expect(controller.view.backgroundColor == .black)
        #expect(controller.contentOverlayView != nil)
    }

    @Test func audioOpensButDoesNotPlay() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .moviePlayback && session.isActive)
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/bundle/ding.caf"))
        player.numberOfLoops = -1
        #expect(player.prepareToPlay() == false && player.play() == false && !player.isPlaying && player.duration == 0)
    }

    @Test func thereIsNoCamera() {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        var granted: Bool?
        AVCaptureDevice.requestAccess(for: .video) { granted = $0 }
        #expect(granted == false)
        let session = AVCaptureSession()
        let preview = AVCaptureVideoPreviewLayer(session: session)
        session.startRunning()
        #expect(session.isRunning && preview.session === session)
    }

    @Test func timesAddAndCompareAsCoreMediaDoes() {
        let half = CMTime(seconds: 0.5, preferredTimescale: 600)
        #expect(half.value == 300 && half.timescale == 600)
        #expect(CMTimeGetSeconds(half + CMTimeMake(value: 1, timescale: 4)) == 0.75)
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(CMTime.zero < half && !CMTime.invalid.isValid && CMTime.invalid.seconds.isNaN)
    }

    @Test func theVolumeViewDrawsATrackAndNowPlayingIsKept() {
        let volume = MPVolumeView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        volume.layoutIfNeeded()
        #expect(volume.subviews.first?.frame == CGRect(x: 0, y: 13, width: 200, height: 4))
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Song"]
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Song")
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
    }

    @Test func speechFinishesAtOnceAndRecordingNeverStarts() throws {
        final class Speaker: AVSpeechSynthesizerDelegate {
            var heard: [String] = []
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { heard.append("start") }
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { heard.append("finish") }
        }
        let speaker = Speaker()
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.delegate = speaker
        let utterance = AVSpeechUtterance(string: "Hello")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        synthesizer.speak(utterance)
        #expect(speaker.heard == ["start", "finish"] && !synthesizer.isSpeaking)

        let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: "/tmp/memo.m4a"),
                                           settings: [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12000])
        #expect(!recorder.record() && !recorder.isRecording)
    }

    @Test func noStillFrameCanBeTakenFromAVideo() {
        let generator = AVAssetImageGenerator(asset: AVAsset(url: URL(fileURLWithPath: "/bundle/clip.mov")))
        generator.appliesPreferredTrackTransform = true
        #expect(throws: AVError.self) { _ = try generator.copyCGImage(at: CMTime(seconds: 1, preferredTimescale: 600), actualTime: nil) }
    }

    /// A player screen's key-value observers hear the initial state, as they ask.
    @Test func anObservationHearsTheInitialValue() {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        var statuses: [AVPlayer.TimeControlStatus?] = []
        let observation = player.observe(\AVPlayer.timeControlStatus, options: [.initial, .new]) { _, change in
            statuses.append(change.newValue)
        }
        var itemStatus: [AVPlayerItem.Status??] = []
        let itemObservation = player.observe(\AVPlayer.currentItem?.status, options: [.new, .initial]) { _, change in
            itemStatus.append(change.newValue)
        }
        #expect(statuses == [.paused] && itemStatus == [.some(.unknown)])
        player.play()
        #expect(statuses.count == 1, "no later change is reported")
        observation.invalidate()
        #expect(!observation.isValid && itemObservation.isValid)
    }

    /// A player view backed by its player layer, as video screens write it.
    final class PlayerView: UIView {
        override class var layerClass: AnyClass { AVPlayerLayer.self }
        var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
    }

    @Test func aViewCanBeBackedByAPlayerLayer() {
        let view = PlayerView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        view.playerLayer.player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        #expect(view.layer is AVPlayerLayer && view.playerLayer.player != nil)
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1), "black until a frame comes")
    }
}

