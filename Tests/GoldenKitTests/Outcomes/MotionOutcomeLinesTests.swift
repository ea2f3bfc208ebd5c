import Foundation
import GoldenKit
import Testing

/// A motion failure prints about ten lines: the changes' leading lines, the layers that follow
/// them counted, everything with `verbose`.
@Suite struct MotionOutcomeLinesTests {
    private func outcome(changes: Int, following: Int, problems: [String] = []) -> MotionOutcome {
        let all = (0..<changes).map { index in
            MotionOutcome.Change(line: "layer \(index)", following: index == 0 ? (0..<following).map { "follower \($0)" } : [])
        }
        return MotionOutcome(status: .failed, golden: "push/motion.txt", changes: all, problems: problems)
    }

    @Test func followersAreCountedBehindTheirChange() {
        let lines = outcome(changes: 2, following: 23).lines(verbose: false, listedBy: "--verbose lists them")
        #expect(lines == ["layer 0", "layer 1", "… and 23 more layers follow the same changes (--verbose lists them)"])
        #expect(outcome(changes: 1, following: 1).lines(verbose: false, listedBy: "x").last == "… and 1 more layer follows the same change (x)")
    }

    @Test func tenLinesAtMostThenACount() {
        let many = outcome(changes: 12, following: 0).lines(verbose: false, listedBy: "x")
        #expect(many.count == 10)
        #expect(many.last == "… and 3 more (x)")
        #expect(outcome(changes: 10, following: 0).lines(verbose: false, listedBy: "x").count == 10, "ten fit without a count")
        let both = outcome(changes: 10, following: 5, problems: ["motion lint flash"]).lines(verbose: false, listedBy: "x")
        #expect(both.count == 10)
        #expect(both.last == "… and 2 more, and 5 layers that follow the changes (x)")
    }

    @Test func verboseListsEveryFollowerUnderItsChange() {
        let lines = outcome(changes: 2, following: 2, problems: ["motion lint flash"]).lines(verbose: true, listedBy: "x")
        #expect(lines == ["layer 0", "  ↳ follower 0", "  ↳ follower 1", "layer 1", "motion lint flash"])
    }

    @Test func resultsWrittenBeforeChangesWereGroupedStillRead() throws {
        let old = #"{"status":"failed","golden":"push/motion.txt","problems":["a line"],"charts":[]}"#
        let motion = try JSONDecoder().decode(MotionOutcome.self, from: Data(old.utf8))
        #expect(motion.changes.isEmpty)
        #expect(motion.problems == ["a line"])
    }
}
