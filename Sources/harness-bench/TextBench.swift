import CairoRenderer
import Foundation
import UIKit

/// Issue 34's long label: a wrapping `UILabel` 343 points wide and 600 tall (the last line cut
/// with an ellipsis), with 16 KB, 64 KB and 1 MB of mixed Latin and Chinese text. Times the
/// label's measure of all its lines (`sizeThatFits`), its layout and one 2x frame of it. Before
/// the linear breaker and the bisecting truncation, 16 KB took 16 s of CPU and 32 KB over two
/// minutes.
var textBenchmark: BenchmarkSuite { BenchmarkSuite(name: "text", run: runTextBenchmark) }

private func runTextBenchmark() {
    let sentence = "The quick brown fox jumps over the lazy dog; 敏捷的棕色狐狸跳过了懒狗。"
    let renderer = Renderer(scale: 2)
    let size = CGSize(width: 343, height: 600)
    for bytes in [16 << 10, 64 << 10, 1 << 20] {
        let text = String(repeating: sentence, count: bytes / sentence.utf8.count + 1)
        let label = UILabel(frame: CGRect(origin: .zero, size: size))
        label.numberOfLines = 0
        var height = 0.0
        let measure = bestTime(repetitions: 1) {
            label.text = text
            height = Double(label.sizeThatFits(CGSize(width: size.width, height: 0)).height)
        }
        let layout = bestTime(repetitions: 1) {
            label.setNeedsLayout()
            label.layoutIfNeeded()
        }
        let draw = bestTime(repetitions: 1) { _ = renderer.render(label.layer, size: size, background: .white) }
        print(String(format: "  %4d KB label: measure %.3f s (%.0f pt tall), layout %.3f s, draw %.3f s",
                     text.utf8.count >> 10, measure, height, layout, draw))
    }
}
