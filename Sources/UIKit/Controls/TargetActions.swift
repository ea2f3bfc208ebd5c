import Foundation
import QuartzCore

/// The target–action pairs of a control or gesture recognizer, as UIKit keeps them: targets
/// weakly, so a controller that owns its recognizer is not kept alive by it, in the order they
/// were added, each for a set of events (a control's `UIControl.Event` bits; every event for a
/// gesture recognizer).
struct TargetActions {
    private struct Pair {
        weak var target: AnyObject?
        let action: Selector
        var events: UInt
    }

    private var pairs: [Pair] = []

    mutating func add(_ target: Any?, _ action: Selector, for events: UInt = .max) {
        let object = target as AnyObject?
        if let index = pairs.firstIndex(where: { $0.target === object && $0.action == action }) {
            pairs[index].events |= events
        } else {
            pairs.append(Pair(target: object, action: action, events: events))
        }
    }

    /// Removes `events` from the pairs matching `target` and `action` (nil matches any), and
    /// the pairs left with no event.
    mutating func remove(_ target: Any?, _ action: Selector?, for events: UInt = .max) {
        let object = target as AnyObject?
        for index in pairs.indices where (object == nil || pairs[index].target === object) && (action == nil || pairs[index].action == action) {
            pairs[index].events &= ~events
        }
        pairs.removeAll { $0.events == 0 }
    }

    /// The actions for any of `events`.
    func actions(for events: UInt = .max) -> [Selector] {
        pairs.filter { $0.events & events != 0 }.map(\.action)
    }

    /// Calls the action of every pair registered for any of `events` on its target with `sender`.
    func send(from sender: Any, for events: UInt = .max) {
        for pair in pairs where pair.events & events != 0 { pair.action.perform(on: pair.target, with: sender) }
    }

    /// The target and action of every pair registered for any of `events`, in order.
    func targetedActions(for events: UInt) -> [(target: AnyObject?, action: Selector)] {
        pairs.filter { $0.events & events != 0 }.map { ($0.target, $0.action) }
    }
}
