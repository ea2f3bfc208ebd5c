import Foundation
import GoldenKit
import HarnessCore
import HarnessReport
import MotionTrace
import PNGCodec
import Scenarios
import Testing
import UIKit

/// Motion goldens through the same path as `harness check` and `update-goldens`.
@Suite struct MotionGoldenTests {
    /// A card sliding 300 pt down in 0.6 s, linearly, sampled at the default six instants; with
    /// `bump`, keyframes knock it 40 pt right between 0.2 s and 0.267 s and bring it back, on the
    /// line's own timing, so every sampled frame is unchanged.
    private func slide(bump: Bool) -> Scenario {
        Scenario(id: "card-slide", source: "test", summary: "a card slides down", duration: 0.6) { stage in
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            card.backgroundColor = .white
            stage.rootView.addSubview(card)
            stage.startTransition {
                let slide = CAKeyframeAnimation(keyPath: "position")
                let onTheLine: (Double) -> Double = { seconds in 100 + 500 * seconds }
                let x: [Double] = bump ? [100, 100, 140, 100, 100] : [100, 100]
                let y: [Double] = bump ? [100, 200, onTheLine(14.0 / 60), onTheLine(16.0 / 60), 400] : [100, 400]
                slide.values = zip(x, y).map { CGPoint(x: $0, y: $1) }
                let keyTimes: [Double] = bump ? [0, 1.0 / 3, 7.0 / 18, 4.0 / 9, 1] : [0, 1]
                slide.keyTimes = keyTimes.map { NSNumber(value: $0) }
                slide.duration = 0.6
                card.center = CGPoint(x: 100, y: 400)
                card.layer.add(slide, forKey: "slide")
            }
        }
    }

    private func temporaryGoldens() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("motion-goldens-\(UUID().uuidString)")
    }

    @Test func aBumpThatEverySampledFrameMissesFailsTheCheckWhereItBegins() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1)
        let update = try run.store.beginUpdate()
        let recorded = run.update([slide(bump: false)], mode: .missing, using: update)
        update.finish()
        #expect(recorded.first?.motion?.status == .written)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("card-slide/motion.txt").path))

        let outcome = try #require(run.check([slide(bump: true)]).first)
        #expect(outcome.frames.allSatisfy { $0.status == .passed }, "the six sampled frames are identical")
        #expect(outcome.status == .failed)
        let motion = try #require(outcome.motion)
        #expect(motion.changes.map(\.line) == [
            "ScreenView/UIView position first diverges at 217 ms (tick 13): expected 100 208.33, actual 120 208.33; "
                + "largest divergence 40 pt at 233 ms (tick 14) (tolerance 0.25 pt)",
        ])
        #expect(motion.charts.map(\.firstTick) == [13])
        #expect(outcome.failureReport().contains("card-slide/motion.txt [failed]: ScreenView/UIView position first diverges at 217 ms"))
    }

    @Test func theReportChartsTheDivergenceAndDrawsTheSceneWhereItBegins() throws {
        let goldens = temporaryGoldens(), report = temporaryGoldens()
        defer { for folder in [goldens, report] { try? FileManager.default.removeItem(at: folder) } }
        let store = GoldenStore(directory: goldens)
        _ = CatalogRun(store: store, jobs: 1).record(slide(bump: false), mode: .missing)
        let outcome = try #require(CatalogRun(store: store, jobs: 1, artifacts: report).check([slide(bump: true)]).first)
        let snapshot = try #require(outcome.motion?.snapshot)
        #expect(snapshot.sampleTime == 0.15, "0.15 s is the sampled instant nearest the divergence at 0.217 s")
        let expected = try PNG.read(report.appendingPathComponent(try #require(snapshot.expected)))
        let actual = try PNG.read(report.appendingPathComponent(try #require(snapshot.actual)))
        let bumped = try PNG.read(report.appendingPathComponent(try #require(snapshot.atDivergence)))
        #expect(expected == actual, "the sampled frames agree: only the trace sees the bump")
        #expect(bumped != actual)
        try RunReport.write(RunResults(mode: .never, scenarios: [outcome]), to: report)
        let page = try String(contentsOf: report.appendingPathComponent(RunReport.indexFileName), encoding: .utf8)
        #expect(page.contains("ScreenView/UIView position: expected dashed, actual solid"))
        #expect(page.contains("card-slide/motion.at-divergence.png"))
    }

    @Test func aMissingTraceFailsTheCheckWithTheCommandThatRecordsIt() throws {
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1)
        let checked = try #require(run.check([slide(bump: false)]).first)
        #expect(checked.motion?.status == .missing)
        #expect(checked.motion?.problems.first?.contains("harness update-goldens --filter card-slide") == true)
    }

    @Test func lintFindingsFailTheCheckUnlessTheScenarioExemptsThemWithAReason() throws {
        func outliving(_ exemptions: [MotionLintExemption]) -> Scenario {
            Scenario(id: "long-fade", source: "test", summary: "a fade that outlives its transition", duration: 0.2,
                     motionLintExemptions: exemptions) { stage in
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                stage.rootView.addSubview(card)
                stage.startTransition { UIView.animate(withDuration: 5) { card.alpha = 0 } }
            }
        }
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1)
        let flagged = run.record(outliving([]), mode: .missing)
        #expect(flagged.status == .failed)
        #expect(flagged.motion?.problems.contains { $0.contains("motion lint runningAfterCompletion") && $0.contains("ScreenView/UIView") } == true)
        let exempt = run.record(outliving([.init(.runningAfterCompletion, because: "the fade is meant to outlast the push")]), mode: .missing)
        #expect(exempt.status != .failed)
    }

    @Test func aTransitionThatSettlesOffItsDestinationFailsTheCheck() throws {
        /// A card that should end at y 400 but whose animator leaves it 40 pt short.
        func drop(endsAt y: Double) -> Scenario {
            Scenario(id: "card-drop", source: "test", summary: "a card drops", duration: 0.3, destination: { stage in
                let card = UIView(frame: CGRect(x: 50, y: 350, width: 100, height: 100))
                card.backgroundColor = .white
                stage.rootView.addSubview(card)
            }) { stage in
                let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
                card.backgroundColor = .white
                stage.rootView.addSubview(card)
                stage.startTransition { UIView.animate(withDuration: 0.3) { card.center = CGPoint(x: 100, y: y) } }
            }
        }
        let goldens = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = CatalogRun(store: GoldenStore(directory: goldens), jobs: 1)
        #expect(run.record(drop(endsAt: 400), mode: .missing).status == .written)
        let short = run.record(drop(endsAt: 360), mode: .all)
        #expect(short.status == .failed, "recording cannot excuse a transition that ends in the wrong place")
        #expect(short.motion?.problems.contains {
            $0.hasPrefix("motion lint destination at 800 ms: the settled last frame differs from the destination screen drawn alone")
        } == true)
    }
}
