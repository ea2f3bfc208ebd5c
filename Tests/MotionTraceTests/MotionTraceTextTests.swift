import Foundation
import MotionTrace
import Testing
import UIKit

@Suite struct MotionTraceTextTests {
    private func slideAndFade() -> MotionTrace {
        recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 20, y: 100, width: 335, height: 200))
            root.addSubview(card)
            UIView.animate(withDuration: 0.3) {
                card.center = CGPoint(x: 187.5, y: 400)
                card.alpha = 0.25
            }
        }.trace
    }

    @Test func readsBackExactlyWhatItWrote() throws {
        let trace = slideAndFade()
        #expect(try MotionTrace(text: trace.text) == trace)
    }

    @Test func listsOnlyWhatMovesOneLinePerChange() {
        let trace = slideAndFade()
        #expect(trace.tracks.map { "\($0.layer) \($0.property)" } == ["UIView/CardView position", "UIView/CardView opacity"])
        let lines = trace.text.split(separator: "\n")
        #expect(lines.first == "motion 1 fps 60 ticks 31")
        #expect(lines.contains("@ UIView/CardView position"))
        #expect(lines.contains("0 187.5 200"), "the first tick is written with its value")
        #expect(lines.contains("18 187.5 400"), "the 0.3 s animation lands on tick 18")
        #expect(!lines.contains { $0.hasPrefix("19 ") }, "a settled value is not repeated")
    }

    @Test func aBrokenLineIsNamedWithTheFixToRun() {
        let text = "motion 1 fps 60 ticks 3\n@ UIView position\n0 1 2\n1 oops\n"
        #expect(throws: MotionTraceError.malformed(line: 4, "position takes 2 number(s) or \"-\"")) { try MotionTrace(text: text) }
        #expect(throws: MotionTraceError.unsupportedVersion("motion 2 fps 60 ticks 3")) { try MotionTrace(text: "motion 2 fps 60 ticks 3\n") }
        #expect(throws: MotionTraceError.malformed(line: 2, "a line of only spaces")) { try MotionTrace(text: "motion 1 fps 60 ticks 3\n  \n") }
        #expect("\(MotionTraceError.malformed(line: 4, "x"))".contains("harness update-goldens"))
    }

    @Test func valuesAreRoundedToTheirStatedPrecision() {
        #expect(MotionUnit.points.text(MotionUnit.points.rounded(187.50499)) == "187.5")
        #expect(MotionUnit.points.text(MotionUnit.points.rounded(-0.004)) == "0")
        #expect(MotionUnit.points.text(MotionUnit.points.rounded(-3.07)) == "-3.07")
        #expect(MotionUnit.fraction.text(MotionUnit.fraction.rounded(0.0504)) == "0.05")
        #expect(MotionUnit.perspective.text(MotionUnit.perspective.rounded(-1.0 / 500)) == "-0.002")
    }

    /// The recorder's rounding goes through an integer conversion; it must give what
    /// `rounded()` gives for every double, halves and the doubles either side of them included.
    @Test func roundingMatchesTheStandardLibrary() {
        var samples: [Double] = [0, 0.5, 1.5, 2.5, 0.49999999999999994, 0x1p52 - 0.5, 0x1p52, 0x1p52 + 1, 0x1p53 + 2, 0x1p62, 0x1p64, 1e300]
        for whole in stride(from: 0.0, through: 4096, by: 1) {
            samples += [whole + 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown, whole + 0.25, whole + 0.75]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            samples.append(Double(bitPattern: UInt64.random(in: 0x3000_0000_0000_0000 ... 0x4400_0000_0000_0000, using: &generator)))
        }
        let wrong = (samples + samples.map(-)).filter { MotionUnit.roundedHalfAwayFromZero($0) != $0.rounded() }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
