import Foundation
@testable import UIKit

/// A clock with `body` run on it, for tests that build a scene and then advance.
func onClock<T>(_ body: () -> T) -> (VirtualClock, T) {
    let clock = VirtualClock()
    return (clock, clock.run(body))
}

/// The presented value of `keyPath` on `layer`'s presentation.
func presented(_ layer: CALayer, _ keyPath: String) -> AnimatableValue {
    LayerKeyPath.named(keyPath)!.value(of: layer.presentationTree())
}

func presentedDouble(_ layer: CALayer, _ keyPath: String) -> Double {
    presented(layer, keyPath).double
}

/// Records `animationDidStop` calls with their times.
final class StopRecorder: CAAnimationDelegate {
    var stops: [(name: String, time: TimeInterval, finished: Bool)] = []
    let clock: VirtualClock
    let name: String
    init(clock: VirtualClock, name: String) { (self.clock, self.name) = (clock, name) }
    func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        stops.append((name, clock.time, finished))
    }
}

func basic(_ keyPath: String, from: (any Animatable)? = nil, to: (any Animatable)? = nil,
           duration: TimeInterval = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}
