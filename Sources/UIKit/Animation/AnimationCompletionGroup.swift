import Foundation
import QuartzCore

/// Calls a `UIView.animate` completion once every animation its block made has stopped, with
/// `finished` true only if all of them ran to their end.
final class AnimationCompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var isSealed = false
    private let completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func expectOne() { pending += 1 }

    func oneStopped(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        if isSealed, pending == 0 { completion?(allFinished) }
    }

    /// The block has run: nothing more will be expected. With no animations, the completion
    /// runs on the clock's next step, as UIKit calls it on the next run-loop turn.
    func seal(clock: VirtualClock) {
        isSealed = true
        guard pending == 0, let completion else { return }
        let finished = allFinished
        clock.schedule(at: clock.time) { completion(finished) }
    }
}
