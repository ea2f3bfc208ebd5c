import CairoRenderer
import Foundation
import UIKit

/// Issue 4's frame: 375×667 points at 2×, two full-screen layers, one of them turned in
/// perspective (the door article's door at 30°), against the same frame with both layers affine,
/// which only Cairo draws: the floor the perspective warp adds to. The two alternate, twenty
/// frames of each in turn, eleven times, and are reported by their medians and the median of
/// the pairs' ratios: a machine shared with builds slows both sides of a pair alike. Frames are
/// allocated as in a test process, whose freed frames go back to the kernel (`harness` keeps them
/// for reuse, which takes the kernel's zeroing of fresh pages off both sides).
var rendererBenchmark: BenchmarkSuite { BenchmarkSuite(name: "render", run: runRendererBenchmark) }

private func runRendererBenchmark() {
    let size = CGSize(width: 375, height: 667)
    let renderer = Renderer(scale: 2)
    let (affine, turned) = (RendererBenchScene.make(size: size, turned: false), RendererBenchScene.make(size: size, turned: true))
    let frames = 20
    /// Milliseconds of wall and processor time per frame.
    func time(_ root: CALayer) -> (wall: Double, cpu: Double) {
        let (start, cpu) = (DispatchTime.now().uptimeNanoseconds, processorSeconds())
        for _ in 0..<frames { _ = renderer.render(root, size: size, background: .white) }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return (wall / Double(frames), (processorSeconds() - cpu) * 1e3 / Double(frames))
    }
    _ = (time(affine), time(turned))  // both warmed up: glyphs, tables, freed frames to reuse
    var pairs: [(affine: (wall: Double, cpu: Double), turned: (wall: Double, cpu: Double))] = []
    for _ in 0..<11 { pairs.append((time(affine), time(turned))) }
    let (floor, warped) = (median(pairs.map(\.affine.wall)), median(pairs.map(\.turned.wall)))
    print(String(format: "  375x667@2x, two full-screen layers, affine (Cairo only): median %.2f ms/frame (%.2f ms of CPU), best %.2f",
                 floor, median(pairs.map(\.affine.cpu)), pairs.map(\.affine.wall).min()!))
    print(String(format: "  the same, one layer in perspective: median %.2f ms/frame (%.2f ms of CPU), best %.2f",
                 warped, median(pairs.map(\.turned.cpu)), pairs.map(\.turned.wall).min()!))
    print(String(format: "  perspective against the affine floor, eleven alternated pairs: median %.2fx, worst %.2fx (target <= 1.1x)",
                 median(pairs.map { $0.turned.wall / $0.affine.wall }), pairs.map { $0.turned.wall / $0.affine.wall }.max()!))
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
