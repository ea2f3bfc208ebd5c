import Foundation
@testable import TransitionKit

/// A clock with `body` run on it, for tests that build a scene and then advance.
func onClock<T>(_ body: () -> T) -> (Clock, T) {
    let clock = Clock()
    return (clock, clock.run(body))
}

/// The presented value of `keyPath` on `layer`'s presentation.
func presented(_ layer: Layer, _ keyPath: String) -> AnimatableValue {
    LayerKeyPath.named(keyPath)!.value(of: layer.presentation())
}

func presentedDouble(_ layer: Layer, _ keyPath: String) -> Double {
    presented(layer, keyPath).double
}

/// Records `animationDidStop` calls with their times.
final class StopRecorder: AnimationDelegate {
    var stops: [(name: String, time: TimeInterval, finished: Bool)] = []
    let clock: Clock
    let name: String
    init(clock: Clock, name: String) { (self.clock, self.name) = (clock, name) }
    func animationDidStop(_ animation: Animation, finished: Bool) {
        stops.append((name, clock.time, finished))
    }
}

func basic(_ keyPath: String, from: (any Animatable)? = nil, to: (any Animatable)? = nil,
           duration: TimeInterval = 1) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}
