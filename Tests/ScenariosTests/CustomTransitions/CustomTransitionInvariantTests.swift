import Foundation
import Scenarios
import Testing

/// The invariants every controller transition keeps; a failure means state leaked (a transform
/// not reset, a mask left on, a view left in the container).
@Suite("Custom transition invariants")
struct CustomTransitionInvariantTests {
    static let ids = CustomTransitionScenarios.cases.map(\.scenario.id)
    static let startingUnchanged = CustomTransitionScenarios.cases.filter { $0.visibleAtStart == nil }.map(\.scenario.id)
    static let startingChanged = CustomTransitionScenarios.cases.filter { $0.visibleAtStart != nil }.map(\.scenario.id)

    @Test("the catalog holds every controller scenario of the source articles")
    func catalog() {
        #expect(Set(Self.ids) == [
            "collection-zoom-push", "collection-zoom-pop", "scale-spring-present", "pop-spring-present",
            "pop-offscreen-dismiss", "circle-reveal-present", "circle-reveal-dismiss", "circle-button-push",
            "circle-button-pop", "door-push", "door-pop", "modal-spring-present", "modal-slide-dismiss",
            "interactive-pop-cancel", "interactive-pop-finish", "default-push", "default-pop", "default-present",
            "default-dismiss", "fullscreen-present", "swipe-back-finish", "swipe-back-cancel", "sheet-medium-present",
            "sheet-swipe-dismiss",
        ])
        #expect(Self.ids.count == Set(Self.ids).count)
    }

    @Test("runs without controller errors", arguments: ids)
    func noErrors(id: String) {
        #expect(TransitionRun(id: id).errors == [])
    }

    @Test("the first sampled frame is the scene before the transition", arguments: startingUnchanged)
    func startsWhereTheSceneWas(id: String) {
        let run = TransitionRun(id: id)
        let (same, summary) = run.matches(run.before, run.frames[0])
        #expect(same, "\(id) at time 0: \(summary)")
    }

    @Test("an article's animator said to show itself at time 0 does", arguments: startingChanged)
    func startsVisibly(id: String) {
        let run = TransitionRun(id: id)
        let (same, _) = run.matches(run.before, run.frames[0])
        #expect(!same, "\(id) no longer differs at time 0; drop its visibleAtStart reason")
    }

    @Test("the settled last frame is the destination screen drawn alone", arguments: ids)
    func endsOnTheDestination(id: String) {
        let run = TransitionRun(id: id)
        let (same, summary) = run.matches(run.destination, run.frames.last!)
        #expect(same, "\(id) after completion: \(summary)")
    }

    @Test("a cancelled interactive pop ends exactly where it started")
    func cancelEndsWhereItStarted() {
        let run = TransitionRun(id: "interactive-pop-cancel")
        #expect(run.frames.last == run.before)
        #expect(run.frames.last == run.frames.first)
    }
}
