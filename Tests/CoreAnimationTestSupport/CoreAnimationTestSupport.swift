import Foundation
@testable import QuartzCore

// Helpers the Core Animation and UIKit tests share: a clock to run a scene on, and a layer's
// presented values read by key path.

/// Runs `body` on a fresh clock, returning the clock to advance.
public func onClock(_ body: () -> Void) -> VirtualClock {
    let clock = VirtualClock()
    clock.run(body)
    return clock
}

/// A clock with `body` run on it, for tests that build a scene and then advance.
public func onClock<T>(_ body: () -> T) -> (VirtualClock, T) {
    let clock = VirtualClock()
    return (clock, clock.run(body))
}

/// The presented value of `keyPath` on `layer`'s presentation.
public func presented(_ layer: CALayer, _ keyPath: String) -> AnimatableValue {
    LayerKeyPath.named(keyPath)!.value(of: layer.presentationTree())
}

public func presentedDouble(_ layer: CALayer, _ keyPath: String) -> Double {
    presented(layer, keyPath).double
}

/// Records `animationDidStop` calls with their times.
public final class StopRecorder: CAAnimationDelegate {
    public var stops: [(name: String, time: TimeInterval, finished: Bool)] = []
    let clock: VirtualClock
    let name: String
    public init(clock: VirtualClock, name: String) { (self.clock, self.name) = (clock, name) }
    public func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        stops.append((name, clock.time, finished))
    }
}

public func basic(_ keyPath: String, from: (any Animatable)? = nil, to: (any Animatable)? = nil,
                  duration: TimeInterval = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}
