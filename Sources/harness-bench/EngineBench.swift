import Foundation
import UIKit

/// Times `presentation()` of a 1,000-layer tree with 1,000 running animations (target ≤ 1 ms
/// per evaluation in a release build): 40 containers of 25 layers, every layer animating one of
/// position, opacity, a transform sub-path or a colour, part-way through.
var engineBenchmark: BenchmarkSuite { BenchmarkSuite(name: "engine", run: runEngineBenchmark) }

private func runEngineBenchmark() {
    let clock = VirtualClock()
    let root = CALayer()
    var layers = 0
    clock.run {
        for _ in 0..<40 {
            let container = CALayer()
            root.addSublayer(container)
            layers += 1
            for _ in 0..<24 {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                container.addSublayer(layer)
                layer.add(animation(for: layers), forKey: "bench")
                layers += 1
            }
            container.add(animation(for: layers), forKey: "bench")
        }
    }
    clock.advance(to: 0.37)
    let seconds = bestTime(repetitions: 50) { _ = root.presentationTree() }
    print(String(format: "presentation of %d layers, %d animations: %.3f ms per evaluation (target <= 1 ms)",
                 layers + 1, layers, seconds * 1e3))
}

/// One of four animation kinds, in turn.
private func animation(for index: Int) -> CAAnimation {
    switch index % 4 {
    case 0:
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 300, y: 500)
        move.duration = 1
        return move
    case 1:
        let fade = CASpringAnimation(keyPath: "opacity", spring: Spring(duration: 1, dampingRatio: 0.6))
        fade.fromValue = 0
        fade.toValue = 1
        return fade
    case 2:
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.timingFunction = .easeInEaseOut
        return spin
    default:
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor.red
        tint.toValue = UIColor.blue
        return tint
    }
}
