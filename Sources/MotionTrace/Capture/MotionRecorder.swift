import Foundation
import UIKit

/// Samples every layer under a root at each 60 fps tick of a running scene and builds its
/// `MotionCapture`. It only reads: model layers for names and running animations, their
/// presentation for values.
///
/// Between two ticks at which the clock ran no callback, no code changed the model, so only
/// layers with running animations can have moved: those are the only ones it presents again,
/// and the rest repeat their last row, filled in when their history is next written or read
/// rather than tick by tick. A scene must therefore change only through its clock (animations
/// and scheduled callbacks) while it is sampled, as a scenario's does. A tick after callbacks
/// that left every layer's model as it was (a finger's move that only scrubs a paused
/// transition's time) is taken the same way: each layer reports what the trace reads of it as
/// it changes (`CALayer.noteModelChange()`), up to the root, and the root's mark is what the
/// recorder looks at. At a tick after callbacks that did change something, the visit follows
/// the marks down and passes over every subtree in which nothing reported a change and nothing
/// animates: its rows repeat too. A debug build checks what it passes over, and visits the
/// whole tree at quiet ticks after callbacks all the same, and stops at the first layer whose
/// row moved without a report. The marks are the tree's, cleared by the walk that reads them:
/// one recorder at a time may sample a tree.
///
///     let recorder = MotionRecorder(root: stage.rootView.layer)
///     for tick in 0..<MotionTrace.tickCount(through: 1.3) {
///         clock.advance(to: MotionTrace.time(ofTick: tick))
///         recorder.sample(on: clock)
///     }
///     let capture = recorder.capture
package final class MotionRecorder {
    private let root: CALayer
    private var ticks = 0
    private var histories: [String: LayerHistory] = [:]
    private let naming = LayerPathNaming()
    /// Per layer, where the last full visit found it.
    private var placements: [ObjectIdentifier: Placement] = [:]

    /// The layers of the last full visit that had animations, in visiting order: the only ones
    /// the quiet ticks after it look at.
    private var animated: [(layer: CALayer, history: LayerHistory, hidden: Bool)] = []
    /// The clock's callback count at the last tick.
    private var lastCallbacks: Int?
    /// When the sampled scene's transitions completed, from its clock.
    private var completionTimes: [TimeInterval] = []
    /// The mistakes UIKit let pass in the sampled scene, from its clock.
    private var misuses: [ToleratedMisuse] = []

    package init(root: CALayer) {
        self.root = root
    }

    /// Records the tree as it looks at `clock`'s current time as the next tick.
    package func sample(on clock: VirtualClock) {
        // The first tick always walks: the marks may have been cleared by another recorder.
        let quiet = lastCallbacks != nil && (lastCallbacks == clock.firedCallbacks || !root.modelChangedBeneath)
        #if DEBUG
        let verifying = quiet && lastCallbacks != clock.firedCallbacks
        #else
        let verifying = false
        #endif
        if quiet && !verifying {
            sampleAnimatingLayers()
        } else {
            naming.beginTick()
            // What the quiet tick would have presented again, to check the visit against.
            let presentable = verifying ? Set(animated.map { ObjectIdentifier($0.layer) }) : []
            animated.removeAll(keepingCapacity: true)
            // Laid out as a presentation lays the tree out; each layer then commits its display
            // as the visit reaches it, in the order a presentation would.
            root.layoutIfNeeded()
            visit(root, step: naming.step(for: root), under: nil, hiddenAbove: false, verifying: verifying ? presentable : nil)
            // A layer the visit did not meet has left the tree.
            for (path, history) in histories where history.ticks <= ticks && !history.isBeneathSkippedLayer(at: ticks) {
                let repeated = history.appendAbsent(at: ticks)
                if verifying && !repeated { unreported(path, "left the tree") }
            }
        }
        lastCallbacks = clock.firedCallbacks
        completionTimes = clock.transitionCompletionTimes
        misuses = clock.toleratedMisuses
        ticks += 1
    }

    /// Stops a debug build at a change the recorder was not told of: skipping the visit would have
    /// left `path`'s row as it was.
    private func unreported(_ path: String, _ change: String) {
        assertionFailure("MotionRecorder: \(path) \(change) at tick \(ticks) without reporting a model change (CALayer.noteModelChange())")
    }

    /// A tick without callbacks: the tree and every model value are as at the last tick, so only
    /// the layers that had animations then are looked at; every other history repeats its row.
    private func sampleAnimatingLayers() {
        for (layer, history, hidden) in animated {
            let activity = AnimationActivity(layer.animationRuns)
            if activity.contains(.running) {
                history.append(layer.presentationWithoutSublayers(), of: layer, hidden: hidden, activity: activity, at: ticks)
            }
        }
    }

    /// Everything sampled so far.
    package var capture: MotionCapture {
        for history in histories.values { history.repeatLastRow(through: ticks) }
        var tracks: [MotionTrack] = []
        for (path, history) in histories {
            let moving = history.movingProperties()
            for (index, property) in MotionProperty.all.enumerated() where moving[index] {
                if property == .visible, followsSuperlayer(path, history) { continue }
                tracks.append(MotionTrack(layer: path, property: property, values: history.values(index)))
            }
        }
        // A completion between two ticks counts from the next one, the first frame that shows it.
        func tick(_ time: TimeInterval) -> Int { Int(((time * Double(MotionTrace.framesPerSecond)) - 1e-6).rounded(.up)) }
        return MotionCapture(trace: MotionTrace(tickCount: ticks, tracks: tracks),
                             activity: histories.mapValues(\.activity), visibility: histories.mapValues(\.visibility),
                             completionTicks: completionTimes.map(tick),
                             misuses: misuses.map { (tick($0.time), $0.message) })
    }

    /// Whether the layer at `path` only shows or hides with its superlayer, which the
    /// superlayer's own track already says; a pushed screen's subtree then reads as one line,
    /// not one per layer.
    private func followsSuperlayer(_ path: String, _ history: LayerHistory) -> Bool {
        guard let slash = path.lastIndex(of: "/"), let parent = histories[String(path[..<slash])] else { return false }
        return parent.hasSameValues(MotionProperty.visibleIndex, as: history)
    }

    /// Records `layer` and its subtree. A layer with no animations presents its model values,
    /// so they are read where they are; only an animated layer is presented, alone.
    /// The mark is cleared first: a change made while the visit commits or goes on (a
    /// display, a layout) marks the layer again, for the next tick to visit.
    /// `verifying` (debug builds): nothing reported a change since the last visit, so each layer
    /// must be where it was, and repeat its row unless the quiet tick would have presented it
    /// again (it is among these, the animated layers of the last visit, and still animating).
    private func visit(_ layer: CALayer, step: String, under parent: String?, isMask: Bool = false, hiddenAbove: Bool,
                       verifying presentable: Set<ObjectIdentifier>?) {
        if presentable == nil, let unchanged = unchangedSubtree(layer, step: step, under: parent, isMask: isMask, hiddenAbove: hiddenAbove) {
            #if DEBUG
            verifyUnchanged(layer, step: step, under: parent, isMask: isMask, hiddenAbove: hiddenAbove)
            #endif
            unchanged.history.skipped(at: ticks)
            return
        }
        layer.clearModelChanges()
        if layer.needsCommitWork { layer.commitLayoutAndDisplay() }
        let presented = layer.animationRuns.isEmpty ? layer : layer.presentationWithoutSublayers()
        let hidden = hiddenAbove || presented.isHidden
        let (placement, known) = place(layer, step: step, under: parent, isMask: isMask)
        let (path, history) = (placement.path, placement.history)
        let activity = AnimationActivity(layer.animationRuns)
        let repeated = history.append(presented, of: layer, hidden: hidden, activity: activity, at: ticks)
        if let presentable, !known || !repeated && !(presentable.contains(ObjectIdentifier(layer)) && activity.contains(.running)) {
            unreported(path, known ? "changed" : "appeared")
        }
        let animatedBefore = animated.count
        if !layer.animationRuns.isEmpty { animated.append((layer, history, hidden)) }
        naming.enter(layer)
        // A replicator's sublayers are traced as they move themselves, not as its instances.
        let sublayers = layer.sublayerList
        for (step, sublayer) in zip(sublayers.map(naming.step(for:)), sublayers) {
            visit(sublayer, step: step, under: path, hiddenAbove: hidden, verifying: presentable)
        }
        if let mask = layer.mask {
            visit(mask, step: "mask", under: path, isMask: true, hiddenAbove: hidden, verifying: presentable)
        }
        placement.hiddenAbove = hiddenAbove
        placement.animatesBeneath = animated.count > animatedBefore
    }

    /// Where the last visit found `layer`, when what it read there from the layer and its subtree
    /// still holds: nothing in them reported a change since (`CALayer.modelChangedBeneath`), the
    /// layer is met where it was met then, under layers no more and no less hidden, its path last
    /// showed this layer (it did not leave the tree and come back), and nothing in the subtree
    /// had animations, whose values move without a report. Every row in it then repeats, so the
    /// visit passes over it; most ticks with callbacks change one view among hundreds (a
    /// finger's move shifting one card).
    private func unchangedSubtree(_ layer: CALayer, step: String, under parent: String?, isMask: Bool, hiddenAbove: Bool) -> Placement? {
        guard !layer.modelChangedBeneath, let known = placements[ObjectIdentifier(layer)],
              known.isAt(step, under: parent, isMask: isMask), known.hiddenAbove == hiddenAbove,
              !known.animatesBeneath, known.history.lastWritten(by: layer) else { return nil }
        return known
    }

    #if DEBUG
    /// Stops at the first layer of a subtree passed over as unchanged whose row would not repeat,
    /// or which is no longer where it was: a change nothing reported. Reads, writes nothing.
    private func verifyUnchanged(_ layer: CALayer, step: String, under parent: String?, isMask: Bool = false, hiddenAbove: Bool) {
        guard let known = placements[ObjectIdentifier(layer)], known.isAt(step, under: parent, isMask: isMask) else {
            return unreported(parent.map { $0 + "/" + step } ?? step, "moved")
        }
        let hidden = hiddenAbove || layer.isHidden
        if !layer.animationRuns.isEmpty || !known.history.repeatsLastRow(layer, hidden: hidden) {
            unreported(known.path, "changed")
        }
        naming.enter(layer)
        for sublayer in layer.sublayerList {
            verifyUnchanged(sublayer, step: naming.step(for: sublayer), under: known.path, hiddenAbove: hidden)
        }
        if let mask = layer.mask {
            verifyUnchanged(mask, step: "mask", under: known.path, isMask: true, hiddenAbove: hidden)
        }
    }
    #endif

    /// The path and history of `layer`, met by `step` under the layer at `parent` (nil for the
    /// root), numbered among its siblings unless it is the parent's mask. A layer found where the
    /// last visit found it keeps both without being named again: most visits find the tree as
    /// it was, and hashing every layer's path at every one showed in a check's profile.
    /// `known`: whether the last visit found the layer there.
    private func place(_ layer: CALayer, step: String, under parent: String?, isMask: Bool) -> (placement: Placement, known: Bool) {
        let key = ObjectIdentifier(layer)
        if let known = placements[key], known.isAt(step, under: parent, isMask: isMask) {
            return (known, true)
        }
        let path = parent.map { parent in parent + "/" + (isMask ? step : naming.numbered(step, for: layer, under: parent)) } ?? step
        let history = histories[path] ?? {
            let new = LayerHistory(absentTicks: ticks, parent: parent.flatMap { histories[$0] })
            histories[path] = new
            return new
        }()
        let placement = Placement(layer: layer, parent: parent, step: step, isMask: isMask, path: path, history: history)
        placements[key] = placement
        return (placement, false)
    }

    /// Where a visit last found a layer, and what it found beneath it.
    private final class Placement {
        /// Held, so that no other layer can take its address while it is placed here.
        let layer: CALayer
        let parent: String?, step: String, isMask: Bool, path: String
        let history: LayerHistory
        /// Whether the layers above it were hidden, as the last visit found them.
        var hiddenAbove = false
        /// Whether the layer or one beneath it had animations at the last visit.
        var animatesBeneath = true

        init(layer: CALayer, parent: String?, step: String, isMask: Bool, path: String, history: LayerHistory) {
            (self.layer, self.parent, self.step, self.isMask, self.path, self.history) = (layer, parent, step, isMask, path, history)
        }

        /// Whether a layer met by `step` under the layer at `parent` is met where this one was.
        func isAt(_ step: String, under parent: String?, isMask: Bool) -> Bool {
            self.parent == parent && self.step == step && self.isMask == isMask
        }
    }
}

/// One layer path's values so far: a row of every property per tick (see `LayerSample`), each
/// distinct row kept once, since most ticks repeat the one before. Ticks at which nothing was
/// written repeat the last row; they are filled in when the next row is written, or when the
/// history is read after `repeatLastRow(through:)`.
private final class LayerHistory {
    /// Distinct rows, back to back, in the order they first appeared.
    private var rows: [Double] = []
    /// Per tick, which row it shows.
    private var rowOfTick: [Int32] = []
    private(set) var activity: [AnimationActivity] = []

    /// The ticks filled in so far.
    var ticks: Int { rowOfTick.count }

    /// The history of the path's parent, nil for the root's.
    private let parent: LayerHistory?
    /// The model layer whose row was written last, nil when it was the absent row.
    private var writer: ObjectIdentifier?
    /// The last tick at which a visit passed over the layer here, its subtree unchanged.
    private var skippedTick = -1

    init(absentTicks count: Int, parent: LayerHistory?) {
        self.parent = parent
        if count > 0 {
            appendAbsent(at: 0)
            repeatLastRow(through: count)
        }
    }

    /// The row of `presented`, the presentation of `layer` (or `layer` itself), at `tick`, the
    /// ticks since its last row repeating that one; whether it repeats the row before it.
    @discardableResult
    func append(_ presented: CALayer, of layer: CALayer, hidden: Bool, activity running: AnimationActivity, at tick: Int) -> Bool {
        repeatLastRow(through: tick)
        // Two layers on one path cannot happen (siblings are numbered); keep the first if they do.
        guard ticks == tick else { return true }
        writer = ObjectIdentifier(layer)
        LayerSample.write(presented, hidden: hidden, into: &rows)
        return keepNewRow(activity: running)
    }

    /// The layer is out of the tree at `tick`; whether it already was.
    @discardableResult
    func appendAbsent(at tick: Int) -> Bool {
        repeatLastRow(through: tick)
        guard ticks == tick else { return true }
        writer = nil
        rows.append(contentsOf: LayerSample.absent)
        return keepNewRow(activity: [])
    }

    /// Whether `layer`'s row now is the last one written here.
    func repeatsLastRow(_ layer: CALayer, hidden: Bool) -> Bool {
        guard let last = rowOfTick.last else { return false }
        var row: [Double] = []
        LayerSample.write(layer, hidden: hidden, into: &row)
        let width = MotionProperty.rowWidth
        return rows.withUnsafeBufferPointer { rows in
            memcmp(rows.baseAddress! + Int(last) * width, row, width * MemoryLayout<Double>.size) == 0
        }
    }

    /// Whether the last row written here was `layer`'s: it has not left this path since.
    func lastWritten(by layer: CALayer) -> Bool { writer == ObjectIdentifier(layer) }

    /// The visit at `tick` passed over the layer here and its subtree; their rows repeat.
    func skipped(at tick: Int) { skippedTick = tick }

    /// Whether the visit at `tick` passed over this path or a path above it, which it did not
    /// write: the layer here is then still in the tree, unchanged. A path above written at
    /// `tick` was visited, and would have met this one had it still been there.
    func isBeneathSkippedLayer(at tick: Int) -> Bool {
        var history: LayerHistory? = self
        while let current = history, current.ticks <= tick {
            if current.skippedTick == tick { return true }
            history = current.parent
        }
        return false
    }

    /// Fills every tick before `end` since the last one written with the last row, nothing
    /// animating.
    func repeatLastRow(through end: Int) {
        guard ticks < end, let last = rowOfTick.last else { return }
        let missing = end - ticks
        rowOfTick.append(contentsOf: repeatElement(last, count: missing))
        activity.append(contentsOf: repeatElement([], count: missing))
    }

    /// Files the row just written at the end of `rows` under the next tick, dropping it for the
    /// last distinct row when it repeats that one; whether it did.
    private func keepNewRow(activity running: AnimationActivity) -> Bool {
        let width = MotionProperty.rowWidth
        let newRow = rows.count / width - 1
        let repeats = newRow > 0 && rows.withUnsafeBufferPointer { rows in
            memcmp(rows.baseAddress! + newRow * width, rows.baseAddress! + (newRow - 1) * width, width * MemoryLayout<Double>.size) == 0
        }
        if repeats { rows.removeLast(width) }
        rowOfTick.append(Int32(repeats ? newRow - 1 : newRow))
        activity.append(running)
        return repeats
    }

    /// The property at `index` in `MotionProperty.all`, per tick; nil where it has no value.
    func values(_ index: Int) -> [[Double]?] {
        let (offset, count) = (MotionProperty.offsets[index], MotionProperty.all[index].components)
        return rowOfTick.map { row in
            let start = Int(row) * MotionProperty.rowWidth + offset
            return rows[start].isNaN ? nil : Array(rows[start ..< start + count])
        }
    }

    /// Whether the property at `index` has the same value as in `other` at every tick (both
    /// absent counting as the same); compared in place, without building either track.
    func hasSameValues(_ index: Int, as other: LayerHistory) -> Bool {
        guard rowOfTick.count == other.rowOfTick.count else { return false }
        let (offset, count) = (MotionProperty.offsets[index], MotionProperty.all[index].components)
        for (mine, theirs) in zip(rowOfTick, other.rowOfTick) {
            let (a, b) = (Int(mine) * MotionProperty.rowWidth + offset, Int(theirs) * MotionProperty.rowWidth + offset)
            if rows[a].isNaN != other.rows[b].isNaN { return false }
            if !rows[a].isNaN, rows[a ..< a + count] != other.rows[b ..< b + count] { return false }
        }
        return true
    }

    /// Whether every tick shows the same row, as for most layers of a scene, which never change:
    /// nothing moves, and the ticks need no pass.
    private var hasOneDistinctRow: Bool { rows.count == MotionProperty.rowWidth }

    /// Per property in `MotionProperty.all`, whether it changes between two ticks at which it
    /// has a value; one pass over the distinct rows in the order the ticks show them.
    func movingProperties() -> [Bool] {
        let width = MotionProperty.rowWidth
        guard !hasOneDistinctRow else { return [Bool](repeating: false, count: MotionProperty.all.count) }
        var movingComponents = [Bool](repeating: false, count: width)
        var lastPresent = [Int](repeating: -1, count: width)
        var previous: Int32 = -1
        for row in rowOfTick where row != previous {
            previous = row
            let start = Int(row) * width
            for component in 0..<width where !rows[start + component].isNaN {
                let last = lastPresent[component]
                if last >= 0, rows[last] != rows[start + component] { movingComponents[component] = true }
                lastPresent[component] = start + component
            }
        }
        return zip(MotionProperty.offsets, MotionProperty.all).map { offset, property in
            movingComponents[offset ..< offset + property.components].contains(true)
        }
    }

    /// Per tick, whether the layer could be seen: in the tree, not hidden, not transparent.
    var visibility: [Bool] {
        let visible = MotionProperty.offsets[MotionProperty.visibleIndex]
        let opacity = MotionProperty.offsets[MotionProperty.opacityIndex]
        func isVisible(_ row: Int32) -> Bool {
            let start = Int(row) * MotionProperty.rowWidth
            return rows[start + visible] == 1 && rows[start + opacity] > MotionTolerance.default.fraction
        }
        if hasOneDistinctRow { return [Bool](repeating: isVisible(0), count: rowOfTick.count) }
        return rowOfTick.map(isVisible)
    }
}
