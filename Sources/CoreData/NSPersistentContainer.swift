import Foundation

/// Where a store lives and how it opens, as `NSPersistentStoreDescription`.
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]

    public override init() { super.init() }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// Stores and the model they follow, as `NSPersistentStoreCoordinator`.
open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

/// A model, its stores and a main-queue context, as `NSPersistentContainer`.
///
/// `loadPersistentStores` calls its handler at once for each description, with no error: the
/// store it opens is the stand-in's empty one, kept in memory and never written.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public let viewContext: NSManagedObjectContext
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        let description = NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        persistentStoreDescriptions = [description]
        super.init()
    }

    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

    /// The folder stores would live in; nothing is written there.
    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: "/var/mobile/Containers/Data/Application/Library/Application Support", isDirectory: true)
    }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` now with a new background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
}

/// A container that would mirror to iCloud, as `NSPersistentCloudKitContainer`; nothing syncs.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
