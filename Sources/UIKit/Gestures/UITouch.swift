import Foundation
import QuartzCore

/// A finger on the screen, as `UITouch`. Nothing touches a scenario's screen, so none is ever
/// delivered; the type lets ported views keep their `touchesBegan(_:with:)` overrides.
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public let phase: Phase
    public private(set) weak var view: UIView?
    private let point: CGPoint

    public init(at point: CGPoint, in view: UIView?, phase: Phase = .began) {
        (self.point, self.view, self.phase) = (point, view, phase)
    }

    /// Where the finger is, in `view`'s space (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return point }
        return view.map { $0.convert(point, from: source) } ?? source.convert(point, to: nil)
    }
    public func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The touches of one moment, as `UIEvent`.
public final class UIEvent {
    public let allTouches: Set<UITouch>?
    public init(touches: Set<UITouch>) { allTouches = touches }

    /// What a motion or remote-control event is, as `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
}
