import Foundation
import TransitionKit

/// Samples every layer under a root at each 60 fps tick of a running scene and builds its
/// `MotionCapture`. It only reads: model layers for names and running animations, their
/// presentation for values.
///
///     let recorder = MotionRecorder(root: stage.rootView.layer)
///     for tick in 0..<MotionTrace.tickCount(through: 1.3) {
///         clock.advance(to: MotionTrace.time(ofTick: tick))
///         recorder.sample()
///     }
///     let capture = recorder.capture
public final class MotionRecorder {
    private let root: Layer
    private var ticks = 0
    private var histories: [String: LayerHistory] = [:]

    public init(root: Layer) {
        self.root = root
    }

    /// Records the tree as it looks at its clock's current time as the next tick.
    public func sample() {
        let naming = LayerPathNaming(root: root)
        var seen = Set<String>()
        visit(model: root, presented: root.presentation(), path: naming.step(for: root),
              hiddenAbove: false, naming: naming, seen: &seen)
        ticks += 1
        for (path, history) in histories where !seen.contains(path) {
            history.append(nil, activity: [], tick: ticks - 1)
        }
    }

    /// Everything sampled so far.
    public var capture: MotionCapture {
        var tracks: [MotionTrack] = []
        for (path, history) in histories {
            for (index, property) in MotionProperty.all.enumerated() {
                tracks.append(MotionTrack(layer: path, property: property, values: history.values[index]))
            }
        }
        let trace = MotionTrace(tickCount: ticks, tracks: tracks.filter { $0.moves && !Self.followsSuperlayer($0, histories) })
        return MotionCapture(trace: trace, activity: histories.mapValues(\.activity), allTracks: tracks)
    }

    /// Whether `track` only shows or hides with its superlayer, which the superlayer's own track
    /// already says; a pushed screen's subtree then reads as one line, not one per layer.
    private static func followsSuperlayer(_ track: MotionTrack, _ histories: [String: LayerHistory]) -> Bool {
        guard track.property == .visible, let slash = track.layer.lastIndex(of: "/"),
              let parent = histories[String(track.layer[..<slash])] else { return false }
        return parent.visible == track.values
    }

    private func visit(model: Layer, presented: Layer, path: String, hiddenAbove: Bool,
                       naming: LayerPathNaming, seen: inout Set<String>) {
        let hidden = hiddenAbove || presented.isHidden
        let history = histories[path] ?? {
            let new = LayerHistory(ticksBefore: ticks)
            histories[path] = new
            return new
        }()
        seen.insert(path)
        history.append(LayerSample(presented, hidden: hidden), activity: AnimationActivity(model.runningAnimations), tick: ticks)
        for (step, (modelSublayer, presentedSublayer)) in zip(naming.steps(for: model.sublayers), zip(model.sublayers, presented.sublayers)) {
            visit(model: modelSublayer, presented: presentedSublayer, path: path + "/" + step,
                  hiddenAbove: hidden, naming: naming, seen: &seen)
        }
        if let mask = model.mask, let presentedMask = presented.mask {
            visit(model: mask, presented: presentedMask, path: path + "/mask", hiddenAbove: hidden, naming: naming, seen: &seen)
        }
    }
}

/// One layer path's values so far, per property and tick.
private final class LayerHistory {
    var values: [[[Double]?]]
    var activity: [AnimationActivity]

    private static let visibleIndex = MotionProperty.all.firstIndex(of: .visible)!

    var visible: [[Double]?] { values[Self.visibleIndex] }

    init(ticksBefore count: Int) {
        values = MotionProperty.all.map { Array(repeating: $0 == .visible ? [0] : nil, count: count) }
        activity = Array(repeating: [], count: count)
    }

    /// Adds tick `tick`'s sample; a nil sample means the layer was not in the tree.
    func append(_ sample: LayerSample?, activity running: AnimationActivity, tick: Int) {
        guard activity.count == tick else { return }
        for index in values.indices {
            // Out of the tree is invisible; every other property has no value there.
            values[index].append(sample?.values[index] ?? (index == Self.visibleIndex ? [0] : nil))
        }
        activity.append(running)
    }
}
