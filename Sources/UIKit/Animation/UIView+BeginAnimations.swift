import Foundation
import QuartzCore

extension UIView {
    /// A transition `setAnimationTransition(_:for:cache:)` shows a view's change through, as
    /// `UIView.AnimationTransition`.
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown

        var effect: (type: CATransitionType, subtype: CATransitionSubtype?)? {
            switch self {
            case .none: nil
            case .flipFromLeft: (.oglFlip, .fromLeft)
            case .flipFromRight: (.oglFlip, .fromRight)
            case .curlUp: (.pageCurl, nil)
            case .curlDown: (.pageUnCurl, nil)
            }
        }
    }

    /// Opens an animation block the old way, as `UIView.beginAnimations(_:context:)`: the view
    /// property changes made until `commitAnimations()` animate, with the settings the
    /// `setAnimation…` calls made before each change (0.2 s, ease in–out, no delay until then).
    /// Blocks nest; an inner one starts from the outer one's settings.
    ///
    ///     UIView.beginAnimations(nil, context: nil)
    ///     UIView.setAnimationDuration(0.5)
    ///     card.alpha = 0
    ///     UIView.commitAnimations()
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let clock = VirtualClock.required(for: "UIView.beginAnimations")
        clock.uiKit.openAnimationBlocks.append(ViewAnimationBlock(id: animationID, context: context,
                                                            inheriting: clock.uiKit.openAnimationBlocks.last?.context))
        AnimationBlockScope.opened()
    }

    /// Closes the innermost `beginAnimations` block: its animations were started as the changes
    /// were made; its transition starts now, and its delegate hears the block start and stop.
    public static func commitAnimations() {
        let clock = VirtualClock.required(for: "UIView.commitAnimations")
        guard let block = clock.uiKit.openAnimationBlocks.popLast() else {
            return SceneErrorLog.report(.invalidValue(call: "UIView.commitAnimations()",
                                                      problem: "has no open beginAnimations block to commit; nothing happened"))
        }
        AnimationBlockScope.closed()
        block.commit(on: clock)
    }

    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard let block = openBlock("setAnimationDuration"), isValidTime(duration, named: "duration", in: "UIView.setAnimationDuration") else { return }
        block.context.duration = duration
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        guard let block = openBlock("setAnimationDelay"), isValidTime(delay, named: "delay", in: "UIView.setAnimationDelay") else { return }
        block.context.delay = delay
    }

    /// The delay until `startDate`, read off the wall clock to the millisecond, as a main-queue
    /// deadline is; a date in the past starts at once.
    public static func setAnimationStart(_ startDate: Date) {
        guard let block = openBlock("setAnimationStart") else { return }
        block.context.delay = max(0, (startDate.timeIntervalSinceNow * 1000).rounded() / 1000)
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        openBlock("setAnimationCurve")?.context.timingFunction = curve.timingFunction
    }

    /// How many times the following changes' animations run; fractions run part of a last
    /// cycle, as Core Animation's `repeatCount`.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        guard let block = openBlock("setAnimationRepeatCount"), isValidTime(Double(repeatCount), named: "repeat count", in: "UIView.setAnimationRepeatCount") else { return }
        block.context.repeatOverride = (Double(repeatCount), block.context.repeatOverride?.autoreverses ?? false)
    }

    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = openBlock("setAnimationRepeatAutoreverses") else { return }
        block.context.repeatOverride = (block.context.repeatOverride?.count ?? 0, repeatAutoreverses)
    }

    /// Animations here always start from what is on screen; kept for ported code.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Shows the changes made to `view` in this block through `transition` (a flip or a page
    /// curl of the view's whole layer), with the block's duration and curve as they are at
    /// `commitAnimations()`. Call it before changing the view, as UIKit asks.
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = openBlock("setAnimationTransition"), let (type, subtype) = transition.effect else { return }
        // Its duration and curve are the block's, set at commit.
        let animation = CATransition(type: type, subtype: subtype)
        view.layer.add(animation, forKey: "transition")
        block.transitions.append(animation)
    }

    /// Turns view animations on or off for the scene, as `UIView.setAnimationsEnabled(_:)`:
    /// while off, changes in animation blocks take effect at once and completions still run.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        VirtualClock.required(for: "UIView.setAnimationsEnabled").uiKit.areViewAnimationsEnabled = enabled
    }

    public static var areAnimationsEnabled: Bool { VirtualClock.current?.uiKit.areViewAnimationsEnabled ?? true }

    /// The duration of the animation block running now, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimationContext.active?.duration ?? 0 }

    /// The open `beginAnimations` block, which `UIView.setAnimationDelegate(_:)` and its
    /// selectors configure.
    package static var openAnimationBlock: ViewAnimationBlock? { VirtualClock.current?.uiKit.openAnimationBlocks.last }

    private static func openBlock(_ call: String) -> ViewAnimationBlock? {
        guard let block = VirtualClock.required(for: "UIView.\(call)").uiKit.openAnimationBlocks.last else {
            SceneErrorLog.report(.invalidValue(call: "UIView.\(call)", problem: "was called outside a beginAnimations block; it was ignored"))
            return nil
        }
        return block
    }
}

/// One `UIView.beginAnimations` block: the settings its changes animate with, the transitions it
/// set up, and the delegate that hears it start and stop.
package final class ViewAnimationBlock {
    let id: String?
    let contextPointer: UnsafeMutableRawPointer?
    let context: ViewAnimationContext
    var transitions: [CATransition] = []
    private let completion: AnimationCompletionGroup
    /// Whom `willStart` and `didStop` are called on, as `UIView.setAnimationDelegate(_:)`.
    package var delegate: Any?
    /// Called when the block's animations start, with the delegate, the block's id and context.
    package var willStart: ((_ delegate: Any?, _ id: String?, _ context: UnsafeMutableRawPointer?) -> Void)?
    /// Called once every animation of the block has stopped, with whether all finished.
    package var didStop: ((_ delegate: Any?, _ id: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?

    init(id: String?, context contextPointer: UnsafeMutableRawPointer?, inheriting outer: ViewAnimationContext?) {
        (self.id, self.contextPointer) = (id, contextPointer)
        var stop: ((Bool) -> Void)?
        completion = AnimationCompletionGroup { finished in stop?(finished) }
        context = ViewAnimationContext(duration: outer?.duration ?? 0.2, delay: outer?.delay ?? 0, options: [],
                                       spring: nil, timingFunction: outer?.timingFunction, completion: completion)
        // The group keeps the block until its animations stop, so the delegate is still known,
        // and lets it go then.
        stop = { [self] finished in
            didStop?(delegate, id, finished, contextPointer)
            stop = nil
        }
    }

    func commit(on clock: VirtualClock) {
        for transition in transitions {
            transition.duration = context.duration
            transition.timingFunction = context.timingFunction
            completion.expectOne()
            transition.completion = { [completion] finished in completion.oneStopped(finished: finished) }
        }
        if let willStart {
            clock.schedule(at: clock.time + context.delay) { [self] in willStart(delegate, id, contextPointer) }
        }
        completion.seal(clock: clock)
    }
}
