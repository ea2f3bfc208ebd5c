import Foundation

/// Finds motion faults in a capture without any golden (see `MotionLintRule`); its limits are
/// in points per 60 fps tick.
///
///     let findings = MotionLint().findings(in: capture, exempting: scenario.motionLintExemptions)
package struct MotionLint: Sendable {
    /// Travel in one tick below which nothing counts as a jump, however still the neighbours.
    package var minimumJump: Double = 8
    /// How far a spring stopped before it settled may snap to rest unnoticed.
    package var minimumSnap: Double = 1
    /// How many times its neighbours' travel one tick's travel must be to stand out.
    package var ratio: Double = 4

    package init() {}

    /// The properties whose change is travel across the screen.
    package static let travel: [MotionProperty] = [.position, .bounds, MotionProperty.transform.translation, .pathBounds]

    /// Every finding of the rules not exempted, in time order.
    package func findings(in capture: MotionCapture, exempting exemptions: [MotionLintExemption] = []) -> [MotionLintFinding] {
        let off = Set(exemptions.map(\.rule))
        var findings: [MotionLintFinding] = []
        for track in capture.trace.tracks where Self.travel.contains(track.property) {
            findings += cuts(in: track, capture: capture, rules: Set(MotionLintRule.allCases).subtracting(off))
        }
        if !off.contains(.flash) { findings += flashes(capture.visibility) }
        if !off.contains(.runningAfterCompletion) { findings += stillRunning(capture) }
        if !off.contains(.misuse) {
            findings += capture.misuses.map { MotionLintFinding(rule: .misuse, layer: "UIKit", tick: $0.tick, detail: "logged: \($0.message)") }
        }
        return findings.sorted { ($0.tick, $0.layer) < ($1.tick, $1.layer) }
    }

    /// Jumps inside an animation and snaps at its end, on one travel track.
    private func cuts(in track: MotionTrack, capture: MotionCapture, rules: Set<MotionLintRule>) -> [MotionLintFinding] {
        // The layer's ticks, looked up once rather than by its path at every tick.
        let visibility = capture.visibility[track.layer] ?? []
        let activity = capture.activity[track.layer] ?? []
        func travel(_ tick: Int) -> Double? {
            guard tick >= 1, tick < track.values.count, let a = track.values[tick - 1], let b = track.values[tick],
                  tick < visibility.count, visibility[tick - 1], visibility[tick] else { return nil }
            var largest = 0.0
            for (a, b) in zip(a, b) { largest = max(largest, abs(b - a)) }
            return largest
        }
        func animating(_ tick: Int) -> Bool { activity.indices.contains(tick) && activity[tick].contains(.running) }
        func points(_ value: Double) -> String { MotionUnit.points.text(MotionUnit.points.rounded(value)) + " pt" }

        var findings: [MotionLintFinding] = []
        for tick in 1..<max(1, track.values.count) {
            guard let step = travel(tick), animating(tick - 1) else { continue }
            let before = animating(tick - 2) ? travel(tick - 1) : nil
            if animating(tick) {
                let after = animating(tick + 1) ? travel(tick + 1) : nil
                let neighbours = [before, after].compactMap { $0 }
                guard rules.contains(.jump), let calm = neighbours.max(), step > minimumJump, step > ratio * calm else { continue }
                findings.append(MotionLintFinding(rule: .jump, layer: track.layer, tick: tick, detail:
                    "\(track.property) travels \(points(step)) in one tick while animating, against \(neighbours.map(points).joined(separator: " and ")) on the ticks around it"))
            } else if activity[tick - 1].contains(.springCutShort) {
                guard rules.contains(.unsettled), step > minimumSnap else { continue }
                findings.append(MotionLintFinding(rule: .unsettled, layer: track.layer, tick: tick, detail:
                    "\(track.property) snaps \(points(step)) to rest as a spring stops before its settling duration"))
            }
        }
        return findings
    }

    /// Layers that show for fewer than two ticks between ticks where they do not.
    private func flashes(_ visibility: [String: [Bool]]) -> [MotionLintFinding] {
        var findings: [MotionLintFinding] = []
        for (layer, shown) in visibility {
            var tick = 1
            while tick < shown.count - 1 {
                guard shown[tick], !shown[tick - 1] else { tick += 1; continue }
                let end = shown[tick...].firstIndex(of: false) ?? shown.count
                if end < shown.count, end - tick < 2 {
                    findings.append(MotionLintFinding(rule: .flash, layer: layer, tick: tick, detail:
                        "shows for \(end - tick) tick between ticks where it is hidden, out of the tree or transparent"))
                }
                tick = end
            }
        }
        return findings
    }

    /// Animations that outlive a completion: running on a layer when a transition's
    /// `completeTransition(_:)` fired and still running a tick later (an animator that
    /// completes before its animations end), or still running at the settled instant. One that
    /// repeats forever (a loading spinner) has no end to outlive, and is left alone.
    private func stillRunning(_ capture: MotionCapture) -> [MotionLintFinding] {
        let last = capture.trace.tickCount - 1
        var findings: [MotionLintFinding] = []
        // Each layer's ticks are read in place rather than looked up by its path at every tick,
        // in no particular order: `findings(in:)` sorts, and a layer has one finding at most.
        for (layer, activity) in capture.activity {
            func running(_ tick: Int) -> Bool { activity.indices.contains(tick) && activity[tick].isTowardAnEnd }
            let outlived = capture.completionTicks.first { tick in tick + 1 <= last && running(tick) && running(tick + 1) }
            if let tick = outlived {
                let end = (tick...last).last(where: running) ?? tick
                let running = end == last ? "past the settled instant" : "for \(Self.milliseconds(end + 1 - tick)) ms"
                findings.append(MotionLintFinding(rule: .runningAfterCompletion, layer: layer, tick: tick + 1, detail:
                    "is still animating after the transition's completion fired at \(Self.milliseconds(tick)) ms, \(running)"))
            } else if running(last) {
                findings.append(MotionLintFinding(rule: .runningAfterCompletion, layer: layer, tick: last, detail:
                    "still has a running animation at the settled instant, after the transition completed"))
            }
        }
        return findings
    }

    private static func milliseconds(_ ticks: Int) -> Int {
        Int((MotionTrace.time(ofTick: ticks) * 1000).rounded())
    }
}
