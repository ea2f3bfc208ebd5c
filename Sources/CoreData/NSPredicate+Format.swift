import Foundation

// Fetch requests are written with key-value coding, which Linux Foundation marks unavailable:
// `NSSortDescriptor(key:ascending:)` and `NSPredicate(format:)` do not compile there. Core Data's
// stand-in store holds nothing to sort or filter, so these make a descriptor and a predicate a
// request can carry and nothing more: the predicate matches everything (`NSPredicate(value: true)`)
// and the descriptor orders by nothing a screen set. Outside a fetch request they mean nothing;
// use Swift closures there, as Linux Foundation says.

extension NSSortDescriptor {
    /// A descriptor that a stand-in fetch request carries; `key` is not kept (see above).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
    }
}

extension NSPredicate {
    /// A predicate that matches everything, for a stand-in fetch request (see above).
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(value: true)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(value: true)
    }
}
