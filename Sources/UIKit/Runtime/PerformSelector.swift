import Foundation
import QuartzCore
import Synchronization

/// `perform(_:with:afterDelay:)` and its cancellation, as `NSObject` offers them on iOS (views
/// and controllers are `NSObject`s here too). The delay runs on the scene's virtual clock.
extension NSObject {
    /// Calls the selector's method on the receiver now.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        aSelector.perform(on: self, with: nil)
        return nil
    }

    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        aSelector.perform(on: self, with: object)
        return nil
    }

    /// Calls the selector's method on the receiver `delay` virtual seconds from now, unless
    /// cancelled first.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let clock = VirtualClock.required(for: "perform(_:with:afterDelay:)")
        let request = PendingPerformRequests.add(target: self, selector: aSelector)
        clock.schedule(at: clock.time + max(delay, 0)) { [self] in
            guard PendingPerformRequests.remove(request) else { return }
            aSelector.perform(on: self, with: anArgument)
        }
    }

    /// Cancels every delayed perform sent to `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        PendingPerformRequests.cancel(target: target as AnyObject, selector: nil)
    }

    /// Cancels the delayed performs of `selector` sent to `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        PendingPerformRequests.cancel(target: target as AnyObject, selector: selector)
    }
}

/// The delayed performs not yet run or cancelled.
private enum PendingPerformRequests {
    struct Request: Hashable {
        let id: Int
        let target: ObjectIdentifier
        let selector: Selector
    }

    private static let pending = Mutex<(next: Int, requests: Set<Request>)>((0, []))

    static func add(target: AnyObject, selector: Selector) -> Request {
        pending.withLock { state in
            state.next += 1
            let request = Request(id: state.next, target: ObjectIdentifier(target), selector: selector)
            state.requests.insert(request)
            return request
        }
    }

    /// Whether `request` was still pending.
    static func remove(_ request: Request) -> Bool {
        pending.withLock { $0.requests.remove(request) != nil }
    }

    static func cancel(target: AnyObject, selector: Selector?) {
        let id = ObjectIdentifier(target)
        pending.withLock { state in
            state.requests = state.requests.filter { $0.target != id || (selector != nil && $0.selector != selector) }
        }
    }
}

extension NotificationCenter {
    /// Calls `aSelector`'s method on `observer` with each matching notification, as the
    /// selector form of `addObserver` does on iOS. The observer is held weakly; once it is gone
    /// the notifications are ignored.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        nonisolated(unsafe) weak let target = observer as AnyObject
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target else { return }
            aSelector.perform(on: target, with: notification)
        }
    }
}
