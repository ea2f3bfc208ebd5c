import HarnessCore
import MotionTrace
import Scenarios
import Testing

/// UIKit's default push and pop read off their motion traces: 0.5 s on UIKit's private curve 7,
/// which Core Animation plays as a spring of mass 3, stiffness 1000 and damping 500 (logged from
/// `7 << 16` in github.com/jaredsinclair/JTSSloppySwiping/issues/2; react-native-screens moved its
/// iOS-like push to the same 0.5 s spring in github.com/software-mansion/react-native-screens/pull/2477).
/// Critically damped, it is past half way at 0.15 s, past 88 % at 0.35 s and at rest by 0.5 s.
@Suite struct NavigationCurveTests {
    /// The layer of the pushed (or popped) screen in the traces.
    static let screens = "ScreenView/UIWindow/UINavigationController/UIView/SceneController"

    /// The fraction of the way from `start` to `end` the x of `layer` has gone at each tick of the
    /// scenario's motion trace until it comes to rest (or leaves the tree, as a popped screen does).
    static func progress(of layer: String, in id: String, from start: Double, to end: Double) throws -> [Double] {
        let scenario = try #require(Catalog.scenario(id: id))
        let trace = try ScenarioRunner().framesAndMotion(of: scenario).motion.trace
        let track = try #require(trace.track(layer: layer, property: .position), "\(layer) does not move in \(id)")
        var xs = track.values.prefix { $0 != nil }.map { $0![0] }
        while xs.count > 1, xs[xs.count - 1] == xs[xs.count - 2] { xs.removeLast() }
        #expect(xs.first == start, "\(layer) starts at \(xs.first ?? .nan), not \(start)")
        return xs.map { ($0 - start) / (end - start) }
    }

    /// The tick sampled at `seconds`.
    static func tick(_ seconds: Double) -> Int { Int((seconds * Double(MotionTrace.framesPerSecond)).rounded()) }

    static func expectUIKitsCurve(_ fractions: [Double], _ what: String) {
        #expect(fractions[tick(0.15)] > 0.5, "\(what) is \(fractions[tick(0.15)]) of the way at 0.15 s")
        #expect(fractions[tick(0.35)] > 0.88, "\(what) is \(fractions[tick(0.35)]) of the way at 0.35 s")
        // A pushed screen is traced arriving at 0.5 s; a popped one leaves the tree there.
        #expect(fractions.count <= tick(0.5) + 1, "\(what) still moves after 0.5 s")
        #expect(abs(fractions[fractions.count - 1] - 1) < 0.002, "\(what) is \(fractions.last!) of the way as it ends")
        #expect(fractions.allSatisfy { $0 <= 1 + 1e-9 }, "\(what) overshoots: \(fractions.max() ?? 0)")
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(what) moves back")
    }

    @Test func thePushedScreenComesInOnCurve7() throws {
        let fractions = try Self.progress(of: Self.screens + "#1", in: "default-push", from: 375 + 187.5, to: 187.5)
        Self.expectUIKitsCurve(fractions, "the pushed screen")
    }

    @Test func thePopIsThePushMirrored() throws {
        let popped = try Self.progress(of: Self.screens + "#1", in: "default-pop", from: 187.5, to: 375 + 187.5)
        Self.expectUIKitsCurve(popped, "the popped screen")
        let pushed = try Self.progress(of: Self.screens + "#1", in: "default-push", from: 375 + 187.5, to: 187.5)
        #expect(pushed.count - popped.count == 1, "the pushed screen's arrival at 0.5 s is traced, the popped one's exit is not")
        for (pop, push) in zip(popped, pushed) {
            #expect(abs(pop - push) < 0.002, "the pop's progress \(pop) against the push's \(push)")
        }
    }
}
