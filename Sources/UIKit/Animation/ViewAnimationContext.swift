import Foundation
import QuartzCore
import Synchronization

/// The settings of the `UIView.animate` block being run: views consult it, through their layers'
/// `action(for:forKey:)`, to turn each property change into an animation.
/// Confined to the thread running the block (hence `@unchecked Sendable`).
final class ViewAnimationContext: @unchecked Sendable {
    /// The innermost animation block running now; nil outside one and inside
    /// `performWithoutAnimation`.
    @TaskLocal static var current: ViewAnimationContext?
    /// Set by `performWithoutAnimation`, so that an open `beginAnimations` block does not
    /// animate its changes either.
    @TaskLocal static var isWithoutAnimation = false

    /// The context a view property change animates under: the running block's, or else that of
    /// the innermost `beginAnimations` not yet committed; none while `setAnimationsEnabled(false)`
    /// holds.
    static var active: ViewAnimationContext? {
        guard AnimationBlockScope.anyOpen else { return nil }
        let clock = VirtualClock.current
        guard clock?.uiKit.areViewAnimationsEnabled ?? true else { return nil }
        if let current { return current }
        guard let open = clock?.uiKit.openAnimationBlocks.last else { return nil }
        return isWithoutAnimation ? nil : open.context
    }

    /// The settings below can change while a `beginAnimations` block is open; each change
    /// animates with the settings made before it.
    var duration: TimeInterval
    var delay: TimeInterval
    let options: UIView.AnimationOptions
    /// Set for the spring variant, and for UIKit's curve 7; the Bézier curve options are then
    /// ignored, as UIKit does.
    let spring: Spring?
    let completion: AnimationCompletionGroup
    /// The curve of every animation the block makes; the options' curve unless given.
    var timingFunction: CAMediaTimingFunction
    /// Inside `UIView.modifyAnimations`: the repeat count and autoreverse that replace the options'.
    var repeatOverride: (count: Double, autoreverses: Bool)?
    /// The animations the block has made so far, with the layer and key each runs under.
    private(set) var made: [(layer: CALayer, key: String, animation: CABasicAnimation)] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring?,
         timingFunction: CAMediaTimingFunction? = nil, completion: AnimationCompletionGroup) {
        (self.duration, self.delay, self.options, self.completion) = (duration, delay, options, completion)
        self.spring = spring ?? options.curveSpring
        self.timingFunction = timingFunction ?? options.timingFunction
    }

    /// A fresh animation for a change of `key` on `layer`, counted toward the block's completion.
    func animation(for layer: CALayer, keyPath key: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            animation = CASpringAnimation(keyPath: key, spring: spring)
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = timingFunction
        }
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.timeMapping.localTime(forClockTime: VirtualClock.required(for: "UIView.animate").time) + delay
            // UIKit shows the old value until a delayed animation starts.
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCountValue = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        if let repeatOverride { (animation.repeatCountValue, animation.autoreverses) = repeatOverride }
        // A second change of one property in the block replaces the first animation; UIKit still
        // reports the block as finished, so the replaced one counts as done.
        if let previous = layer.animation(forKey: key), made.contains(where: { $0.animation === previous }) {
            previous.completion = { [completion] _ in completion.oneStopped(finished: true) }
        }
        made.append((layer, key, animation))
        completion.expectOne()
        animation.completion = { [completion] finished in completion.oneStopped(finished: finished) }
        return animation
    }
}

/// Counts the animation blocks (`UIView.animate`, `animateKeyframes`, a property animator's
/// `addAnimations`, an uncommitted `beginAnimations`) running or open on any thread, so that a
/// view property changed outside every block, as nearly all are while a screen is built, is
/// told so without reading the clock or the task-local contexts. A block on another thread only
/// sends the change the long way; so does a `beginAnimations` never committed.
enum AnimationBlockScope {
    private static let open = Atomic<Int>(0)

    /// Whether a block may be open on this thread: false means none is on any.
    static var anyOpen: Bool { open.load(ordering: .relaxed) > 0 }

    /// Runs `body`, a block whose changes animate, counted as open.
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        opened()
        defer { closed() }
        return try body()
    }

    /// A block opened (`beginAnimations`) that `closed()` will close.
    static func opened() { open.add(1, ordering: .relaxed) }

    static func closed() { open.subtract(1, ordering: .relaxed) }
}
