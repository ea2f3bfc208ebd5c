import Foundation

/// What a fetch returns, as `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A request to a store, as `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject {}

/// Which objects to fetch and in what order, as `NSFetchRequest`.
///
/// Apple constrains `ResultType` to `NSFetchRequestResult`; that Objective-C protocol conforms
/// to itself, which a Swift protocol cannot, so `NSFetchRequest<NSFetchRequestResult>` (what
/// `fetchRequest()` and the fetched-results delegate name) compiles here only unconstrained.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var resultType = NSFetchRequestResultType.managedObjectResultType
    open var returnsObjectsAsFaults = true
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var returnsDistinctResults = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}

/// Deletes what a fetch request finds, as `NSBatchDeleteRequest`; there is nothing stored to delete.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) { super.init() }
}
