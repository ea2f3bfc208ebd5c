import Foundation
import MotionTrace
import UIKit

/// A 375×667 root view on its own clock, recorded at 60 fps for `seconds` after `build` runs.
func recordMotion(seconds: Double, _ build: (UIView) -> Void) -> MotionCapture {
    let clock = VirtualClock()
    return clock.run {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        build(root)
        let recorder = MotionRecorder(root: root.layer)
        for tick in 0..<MotionTrace.tickCount(through: seconds) {
            clock.advance(to: MotionTrace.time(ofTick: tick))
            recorder.sample(on: clock)
        }
        return recorder.capture
    }
}

/// A plain card, named by its class in layer paths.
final class CardView: UIView {}

/// A plain container, named by its class in layer paths.
final class PanelView: UIView {}
