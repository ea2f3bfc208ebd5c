import Foundation
import QuartzCore

/// A drag, as `UIPanGestureRecognizer`: `translation(in:)` and `velocity(in:)` report the
/// played drag. A scenario plays one with `play(_:)`, which is how an interactive transition
/// driven from a pan handler is run on the virtual clock.
///
///     let pan = UIScreenEdgePanGestureRecognizer()
///     pan.addTarget { [unowned self] in handlePan($0 as! UIPanGestureRecognizer) }
///     view.addGestureRecognizer(pan)
///     pan.play(.init(from: CGPoint(x: 0, y: 300), samples: [(0.1, CGPoint(x: 80, y: 0)), (0.3, CGPoint(x: 240, y: 0))]))
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// A drag to play: where the finger lands (in the recognizer's view), and the translation
    /// at each moment after it lands, in seconds; it lifts at the last sample.
    public struct Script: Sendable {
        public var start: CGPoint
        public var samples: [(time: TimeInterval, translation: CGPoint)]
        /// How the gesture ends: `.ended`, or `.cancelled` when the system takes it away.
        public var end: State

        public init(from start: CGPoint, samples: [(time: TimeInterval, translation: CGPoint)], end: State = .ended) {
            (self.start, self.samples, self.end) = (start, samples.sorted { $0.time < $1.time }, end)
        }
    }

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The played drag's translation so far, and where `setTranslation(_:in:)` last rebased it:
    /// the reported translation is `base` plus the drag since `origin`, exact at every sample.
    private var played = CGPoint.zero
    private var origin = CGPoint.zero
    private var base = CGPoint.zero
    private var currentVelocity = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint { base + (played - origin) }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { (base, origin) = (translation, played) }
    /// Points a second, from the last two samples.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// A pan begins as the finger lands (UIKit waits for a few points of movement; a played
    /// drag starts moving at once), reports every move, and ends or is cancelled with the touch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began } else if state == .began || state == .changed { state = .changed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }

    /// How often a finger on the screen reports a move: every frame of a 60 Hz display.
    public static let touchInterval: TimeInterval = 1.0 / 60

    /// Plays `script` from now on the current clock: `.began` when the finger lands, then, as a
    /// real finger does, a `.changed` every `touchInterval`, moving evenly from one sample to the
    /// next and reaching each at its time, and the script's end state at the last one.
    public func play(_ script: Script) {
        let clock = VirtualClock.required(for: "UIPanGestureRecognizer.play")
        let start = clock.time
        clock.schedule(at: start) { [self] in
            (played, origin, base, currentVelocity) = (.zero, .zero, .zero, .zero)
            deliverTouch(.began, at: script.start)
        }
        var previous = (time: 0.0, translation: CGPoint.zero)
        for (index, sample) in script.samples.enumerated() {
            let last = index == script.samples.count - 1
            let dt = sample.time - previous.time
            let velocity = dt > 0 ? (sample.translation - previous.translation) * (1 / dt) : CGPoint.zero
            let reports = max(1, Int((dt / Self.touchInterval).rounded(.up)))
            for report in 1...reports {
                let final = report == reports
                let fraction = Double(report) / Double(reports)
                // Rounded down to the microsecond: a report meant for a display frame lands on it or
                // just before, never a rounding error after (0.2 · 5/12 is a hair past 5/60), where
                // that frame would miss it and the next would show two moves.
                let time = final ? sample.time : ((previous.time + dt * fraction) * 1e6).rounded(.down) / 1e6
                let target = final ? sample.translation
                    : previous.translation + (sample.translation - previous.translation) * CGFloat(fraction)
                clock.schedule(at: start + time) { [self] in
                    played = target
                    currentVelocity = velocity
                    let ending = final && last
                    deliverTouch(ending ? (script.end == .cancelled ? .cancelled : .ended) : .moved, at: script.start + target)
                }
            }
            previous = sample
        }
    }
}

/// A drag from a screen edge, as `UIScreenEdgePanGestureRecognizer`.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
