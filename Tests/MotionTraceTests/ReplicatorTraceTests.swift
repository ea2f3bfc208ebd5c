import Foundation
import MotionTrace
import Testing
import UIKit

/// A replicator draws instances in place of its sublayers; the trace follows the sublayers
/// themselves, so an animated one reads as one smooth track.
@Suite struct ReplicatorTraceTests {
    @Test func anAnimatedReplicatedSublayerTracesWithoutJumps() throws {
        let capture = recordMotion(seconds: 0.6) { root in
            let ring = CAReplicatorLayer()
            ring.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            ring.instanceCount = 6
            ring.instanceTransform = CATransform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1)
            let dot = CALayer()
            dot.frame = CGRect(x: 44, y: 0, width: 12, height: 12)
            ring.addSublayer(dot)
            root.layer.addSublayer(ring)
            let slide = CABasicAnimation(keyPath: "position.y")
            slide.fromValue = 6.0
            slide.toValue = 36.0
            slide.duration = 0.5
            dot.add(slide, forKey: "slide")
            dot.position.y = 36
        }
        #expect(MotionLint().findings(in: capture).isEmpty)
        let track = try #require(capture.trace.tracks.first { $0.layer.hasSuffix("CAReplicatorLayer/CALayer") && $0.property == .position })
        let ys = track.values.compactMap { $0?[1] }
        #expect(ys.first == 6 && ys.last == 36)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 }, "the dot only moves down")
    }
}
