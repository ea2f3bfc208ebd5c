import Foundation

/// A mistake in building or animating a scene that UIKit and Core Animation would stop the app
/// for (an exception or a crash), named with the call that made it and how to fix it.
///
///     SceneError.invalidValue(call: "UIView.animate", problem: "needs a finite duration ≥ 0, got nan")
///     // "UIView.animate needs a finite duration ≥ 0, got nan"
package enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `CALayer.add(_:forKey:)` refused an animation; it was not added.
    case animationRejected(call: String, reason: String)
    /// A number (a duration, a delay, a time, a layer timing) was NaN, infinite or out of range;
    /// the call was ignored.
    case invalidValue(call: String, problem: String)
    /// A view or layer was to become a child of itself or of its own descendant; it was not moved.
    case cycle(call: String, problem: String)
    /// An API that needs the scene's clock was called outside `clock.run { … }`.
    case noClock(call: String)
    /// A call for which UIKit raises an exception, stopping the app: its name and UIKit's reason.
    case exception(name: String, reason: String)
    /// Drawing or running the scene needed more of something (memory for offscreen groups) than
    /// a scenario may use; what was past the limit was left undrawn.
    case resourceLimit(what: String, problem: String)

    public var description: String {
        switch self {
        case let .animationRejected(call, reason): "\(call): \(reason)"
        case let .invalidValue(call, problem), let .cycle(call, problem): "\(call) \(problem)"
        case let .noClock(call): "\(call) needs a clock: build and animate the scene inside `clock.run { … }`"
        case let .exception(name, reason): "UIKit raises \(name): \(reason)"
        case let .resourceLimit(what, problem): "\(what) \(problem)"
        }
    }
}
