import Foundation
import TransitionKit

/// Samples every layer under a root at each 60 fps tick of a running scene and builds its
/// `MotionCapture`. It only reads: model layers for names and running animations, their
/// presentation for values.
///
/// Between two ticks at which the clock ran no callback, no code changed the model, so only
/// layers with running animations can have moved: those are the only ones it presents again,
/// and the rest repeat their last row. A scene must therefore change only through its clock
/// (animations and scheduled callbacks) while it is sampled, as a scenario's does.
///
///     let recorder = MotionRecorder(root: stage.rootView.layer)
///     for tick in 0..<MotionTrace.tickCount(through: 1.3) {
///         clock.advance(to: MotionTrace.time(ofTick: tick))
///         recorder.sample(on: clock)
///     }
///     let capture = recorder.capture
public final class MotionRecorder {
    private let root: Layer
    private var ticks = 0
    private var histories: [String: LayerHistory] = [:]
    private let naming = LayerPathNaming()

    /// The layers of the last full visit, in visiting order, for the quiet ticks after it.
    private var visited: [(layer: Layer, history: LayerHistory, hidden: Bool)] = []
    /// The clock's callback count at the last tick.
    private var lastCallbacks: Int?

    public init(root: Layer) {
        self.root = root
    }

    /// Records the tree as it looks at `clock`'s current time as the next tick.
    public func sample(on clock: Clock) {
        if lastCallbacks == clock.firedCallbacks {
            sampleAnimatingLayers()
        } else {
            naming.beginTick()
            visited.removeAll(keepingCapacity: true)
            visit(model: root, presented: root.presentation(), path: naming.step(for: root), hiddenAbove: false)
        }
        lastCallbacks = clock.firedCallbacks
        ticks += 1
        for history in histories.values where history.ticks < ticks { history.appendAbsent() }
    }

    /// A tick without callbacks: the tree and every model value are as at the last tick.
    private func sampleAnimatingLayers() {
        for (layer, history, hidden) in visited {
            let animations = layer.runningAnimations
            if animations.isEmpty {
                history.repeatLastRow()
            } else {
                history.append(layer.presentationWithoutSublayers(), hidden: hidden, activity: AnimationActivity(animations))
            }
        }
    }

    /// Everything sampled so far.
    public var capture: MotionCapture {
        var tracks: [MotionTrack] = []
        for (path, history) in histories {
            let moving = history.movingProperties()
            for (index, property) in MotionProperty.all.enumerated() where moving[index] {
                let track = MotionTrack(layer: path, property: property, values: history.values(index))
                if !followsSuperlayer(track) { tracks.append(track) }
            }
        }
        return MotionCapture(trace: MotionTrace(tickCount: ticks, tracks: tracks),
                             activity: histories.mapValues(\.activity), visibility: histories.mapValues(\.visibility))
    }

    /// Whether `track` only shows or hides with its superlayer, which the superlayer's own track
    /// already says; a pushed screen's subtree then reads as one line, not one per layer.
    private func followsSuperlayer(_ track: MotionTrack) -> Bool {
        guard track.property == .visible, let slash = track.layer.lastIndex(of: "/"),
              let parent = histories[String(track.layer[..<slash])] else { return false }
        return parent.values(MotionProperty.visibleIndex) == track.values
    }

    private func visit(model: Layer, presented: Layer, path: String, hiddenAbove: Bool) {
        let hidden = hiddenAbove || presented.isHidden
        let history = histories[path] ?? {
            let new = LayerHistory(absentTicks: ticks)
            histories[path] = new
            return new
        }()
        history.append(presented, hidden: hidden, activity: AnimationActivity(model.runningAnimations))
        visited.append((model, history, hidden))
        naming.enter(model)
        for (step, (modelSublayer, presentedSublayer)) in zip(naming.steps(for: model.sublayers), zip(model.sublayers, presented.sublayers)) {
            visit(model: modelSublayer, presented: presentedSublayer, path: path + "/" + step, hiddenAbove: hidden)
        }
        if let mask = model.mask, let presentedMask = presented.mask {
            visit(model: mask, presented: presentedMask, path: path + "/mask", hiddenAbove: hidden)
        }
    }
}

/// One layer path's values so far: a row of every property per tick (see `LayerSample`).
private final class LayerHistory {
    private var rows: [Double] = []
    private(set) var activity: [AnimationActivity] = []
    private(set) var ticks = 0

    init(absentTicks count: Int) {
        for _ in 0..<count { appendAbsent() }
    }

    func append(_ layer: Layer, hidden: Bool, activity running: AnimationActivity) {
        // Two layers on one path cannot happen (siblings are numbered); keep the first if they do.
        guard activity.count == ticks else { return }
        LayerSample.write(layer, hidden: hidden, into: &rows)
        activity.append(running)
        ticks += 1
    }

    /// Repeats the last tick, which must exist, with nothing animating.
    func repeatLastRow() {
        guard activity.count == ticks else { return }
        let width = MotionProperty.rowWidth
        rows.append(contentsOf: repeatElement(0, count: width))
        rows.withUnsafeMutableBufferPointer { rows in
            let end = rows.baseAddress! + ticks * width
            (end).update(from: end - width, count: width)
        }
        activity.append([])
        ticks += 1
    }

    func appendAbsent() {
        rows.append(contentsOf: LayerSample.absent)
        activity.append([])
        ticks += 1
    }

    /// The property at `index` in `MotionProperty.all`, per tick; nil where it has no value.
    func values(_ index: Int) -> [[Double]?] {
        (0..<ticks).map { value(index, at: $0) }
    }

    /// Per property in `MotionProperty.all`, whether it changes between two ticks at which it
    /// has a value; one pass over the rows, most of which repeat the one before.
    func movingProperties() -> [Bool] {
        let width = MotionProperty.rowWidth
        var movingComponents = [Bool](repeating: false, count: width)
        var lastPresent = [Int](repeating: -1, count: width)
        rows.withUnsafeBufferPointer { rows in
            for tick in 0..<ticks {
                let row = tick * width
                if tick > 0, memcmp(rows.baseAddress! + row, rows.baseAddress! + row - width, width * MemoryLayout<Double>.size) == 0 {
                    continue
                }
                for component in 0..<width where !rows[row + component].isNaN {
                    let last = lastPresent[component]
                    if last >= 0, rows[last] != rows[row + component] { movingComponents[component] = true }
                    lastPresent[component] = row + component
                }
            }
        }
        return zip(MotionProperty.offsets, MotionProperty.all).map { offset, property in
            movingComponents[offset ..< offset + property.components].contains(true)
        }
    }

    /// Per tick, whether the layer could be seen: in the tree, not hidden, not transparent.
    var visibility: [Bool] {
        (0..<ticks).map { tick in
            let row = tick * MotionProperty.rowWidth
            return rows[row + MotionProperty.offsets[MotionProperty.visibleIndex]] == 1
                && rows[row + MotionProperty.offsets[MotionProperty.opacityIndex]] > MotionTolerance.default.fraction
        }
    }

    private func value(_ index: Int, at tick: Int) -> [Double]? {
        let start = tick * MotionProperty.rowWidth + MotionProperty.offsets[index]
        guard !rows[start].isNaN else { return nil }
        return Array(rows[start ..< start + MotionProperty.all[index].components])
    }
}
