import CairoRenderer
import Foundation
import UIKit

/// Issue 4's frame: 375×667 points at 2×, two full-screen layers, one of them turned in
/// perspective (the door article's door at 30°), against the same frame with both layers affine,
/// which only Cairo draws: the floor the perspective warp adds to.
var rendererBenchmark: BenchmarkSuite { BenchmarkSuite(name: "render", run: runRendererBenchmark) }

private func runRendererBenchmark() {
    let size = CGSize(width: 375, height: 667)
    let renderer = Renderer(scale: 2)
    for (label, turned) in [("affine (Cairo only)", false), ("one layer in perspective", true)] {
        let root = RendererBenchScene.make(size: size, turned: turned)
        let frames = 20
        var cpu = Double.infinity
        let wall = bestTime {
            let start = threadCPUTime()
            for _ in 0..<frames { _ = renderer.render(root, size: size, background: .white) }
            cpu = min(cpu, threadCPUTime() - start)
        }
        // CPU time beside wall time: on a machine shared with builds the wall clock mostly
        // measures the neighbours.
        print("  375x667@2x, two full-screen layers, \(label): "
            + String(format: "%.2f ms/frame (%.2f ms CPU)", wall / Double(frames) * 1000, cpu / Double(frames) * 1000))
    }
}

/// CPU seconds this thread has used.
private func threadCPUTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

enum RendererBenchScene {
    static func make(size: CGSize, turned: Bool) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.addSublayer(screen(size: size, color: .systemGroupedBackground, title: "From"))
        let door = screen(size: size, color: .systemBlue, title: "To")
        door.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.frame = CGRect(origin: .zero, size: size)
        if turned {
            var perspective = CATransform3D.identity
            perspective.m34 = -1.0 / 500
            door.transform = perspective.rotated(by: -Double.pi / 6, x: 0, y: 1, z: 0)
        } else {
            door.transform = CATransform3D(scaleX: 0.8, y: 0.9, z: 1)
        }
        root.addSublayer(door)
        return root
    }

    /// A full-screen view: background, a rounded card, a title.
    private static func screen(size: CGSize, color: UIColor, title: String) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.backgroundColor = color.cgColor
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 120, width: size.width - 40, height: 200)
        card.backgroundColor = .white
        card.cornerRadius = 14
        let label = CATextLayer()
        label.frame = CGRect(x: 20, y: 60, width: size.width - 40, height: 44)
        label.string = title
        label.fontSize = 34
        label.font = UIFont.boldSystemFont(ofSize: 34)
        label.foregroundColor = .black
        layer.addSublayer(card)
        layer.addSublayer(label)
        return layer
    }
}
