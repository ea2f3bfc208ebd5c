import Foundation
import QuartzCore

/// Told about a recognizer's decisions, as `UIGestureRecognizerDelegate`; every method optional.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A gesture on a view, as `UIGestureRecognizer`. There are no touches here: a scenario plays a
/// gesture (see `UIPanGestureRecognizer.play(_:)`), and each state change calls every target's
/// action (a `Selector` carrying its method, as the README's strip line writes `#selector`),
/// then the closures added with `addTarget(_:)`.
open class UIGestureRecognizer: NSObject {
    /// Where a gesture is in its life, as `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Where the gesture is; a subclass sets it, as `UIGestureRecognizerSubclass` lets it, and
    /// each change to a recognized state (and every `.changed`) sends the actions, unless the
    /// recognizer is disabled or its delegate declines to begin.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    private var currentState = State.possible
    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    /// Where the gesture is, in the recognizer's view.
    var currentLocation = CGPoint.zero
    private var targets = TargetActions()
    private var actions: [(UIGestureRecognizer) -> Void] = []

    public init(target: Any?, action: Selector?) {
        if let action { targets.add(target, action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    public func addTarget(_ target: Any, action: Selector) { targets.add(target, action) }

    public func removeTarget(_ target: Any?, action: Selector?) { targets.remove(target, action) }

    /// Runs `action` on every state change, as the target's method would on iOS.
    public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) { actions.append(action) }

    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return currentLocation }
        return own.convert(currentLocation, to: view)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func reset() {}

    // MARK: UIGestureRecognizerSubclass
    // A played gesture delivers its touches through these, so a subclass that overrides them
    // (an "instant" pan that begins as the finger lands, say) sees them as on iOS.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Delivers one touch of a played gesture at `location` (in the recognizer's view) to the
    /// touches method for `phase`.
    func deliverTouch(_ phase: UITouch.Phase, at location: CGPoint) {
        currentLocation = location
        let touch = UITouch(at: location, in: view, phase: phase)
        let event = UIEvent(touches: [touch])
        switch phase {
        case .began: touchesBegan([touch], with: event)
        case .moved, .stationary: touchesMoved([touch], with: event)
        case .ended: touchesEnded([touch], with: event)
        case .cancelled: touchesCancelled([touch], with: event)
        }
        // A recognizer that failed waits for the finger to lift before it can begin again.
        if phase == .ended || phase == .cancelled, currentState == .failed { currentState = .possible }
    }

    private func transition(to newState: State) {
        guard isEnabled, newState != currentState || newState == .changed else { return }
        if newState == .began, delegate?.gestureRecognizerShouldBegin(self) == false {
            currentState = .failed
            return
        }
        currentState = newState
        guard newState != .possible else { return }
        if newState != .failed {
            targets.send(from: self)
            for action in actions { action(self) }
        }
        guard newState == .ended || newState == .cancelled || newState == .failed else { return }
        reset()
        // After its last action a finished gesture is possible again, as on iOS.
        if newState != .failed { currentState = .possible }
    }
}

public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// A tap, as `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// Plays a tap at `location` (in the recognizer's view) on the clock's next step.
    public func playTap(at location: CGPoint) {
        let clock = VirtualClock.required(for: "UITapGestureRecognizer.playTap")
        clock.schedule(at: clock.time) { [self] in
            currentLocation = location
            state = .ended
        }
    }
}

/// A press held in place, as `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
}

/// A two-finger pinch, as `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open internal(set) var velocity: CGFloat = 0
}

/// A two-finger rotation, as `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open internal(set) var velocity: CGFloat = 0
}

/// A swipe in one direction, as `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// Plays a swipe in the recognizer's direction, ending at `location` (in its view), on the
    /// clock's next step: a swipe is recognized once, when it ends.
    public func playSwipe(at location: CGPoint = .zero) {
        let clock = VirtualClock.required(for: "UISwipeGestureRecognizer.playSwipe")
        clock.schedule(at: clock.time) { [self] in
            currentLocation = location
            state = .ended
        }
    }
}
