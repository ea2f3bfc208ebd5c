import Foundation
import GoldenKit
import HarnessCore
import MotionTrace
import Scenarios

var tmpPhases: BenchmarkSuite { BenchmarkSuite(name: "phases", run: {
    let runner = ScenarioRunner()
    let a = bestTime(repetitions: 2) { for s in Catalog.all { _ = try? runner.frames(of: s) } }
    let b = bestTime(repetitions: 2) { for s in Catalog.all { _ = try? runner.framesAndMotion(of: s) } }
    let captures = Catalog.all.map { try! runner.framesAndMotion(of: $0) }
    let c = bestTime(repetitions: 2) { for (s, cap) in zip(Catalog.all, captures) { _ = MotionLint().findings(in: cap.motion, exempting: s.motionLintExemptions); _ = cap.motion.trace.text } }
    let d = bestTime(repetitions: 2) { for s in Catalog.all { _ = try? runner.destination(of: s) } }
    print("frames \(a) framesAndMotion \(b) lint+text \(c) destination \(d)")
}) }
