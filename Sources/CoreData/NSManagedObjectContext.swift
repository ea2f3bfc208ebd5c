import Foundation

/// Where a context's work runs, as `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// How a save settles conflicts, as Core Data's merge policies; the stand-in has none to settle.
public struct NSMergePolicyType: Hashable, Sendable {
    let rawValue: UInt
    public static let errorMergePolicyType = NSMergePolicyType(rawValue: 0)
    public static let mergeByPropertyStoreTrumpMergePolicyType = NSMergePolicyType(rawValue: 1)
    public static let mergeByPropertyObjectTrumpMergePolicyType = NSMergePolicyType(rawValue: 2)
    public static let overwriteMergePolicyType = NSMergePolicyType(rawValue: 3)
    public static let rollbackMergePolicyType = NSMergePolicyType(rawValue: 4)
}

/// A merge policy, as `NSMergePolicy`.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

public let NSErrorMergePolicy: any Sendable = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: any Sendable = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: any Sendable = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: any Sendable = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: any Sendable = NSMergePolicy.rollback

/// A scratchpad of managed objects, as `NSManagedObjectContext`.
///
/// It keeps the objects inserted into it until they are deleted or it is reset, and `save()`
/// clears their changes; but nothing reaches a store, and every fetch answers an empty array
/// (a count, zero), as a fresh install's empty store would. `perform` runs its block at once.
open class NSManagedObjectContext: NSObject {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var parent: NSManagedObjectContext?
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    open var name: String?
    open private(set) var insertedObjects: Set<NSManagedObject> = []
    open private(set) var deletedObjects: Set<NSManagedObject> = []
    open private(set) var registeredObjects: Set<NSManagedObject> = []
    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty || registeredObjects.contains { $0.hasChanges } }

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    open func insert(_ object: NSManagedObject) {
        object.attach(to: self)
        insertedObjects.insert(object)
        registeredObjects.insert(object)
        object.awakeFromInsert()
    }

    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        object.isDeleted = true
        if insertedObjects.remove(object) == nil { deletedObjects.insert(object) }
        registeredObjects.remove(object)
    }

    /// An empty array: the stand-in store holds nothing.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }

    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        registeredObjects.first { $0.objectID == objectID } ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { object(with: objectID) }

    /// Clears every change; the objects stay in the context, for there is no store to move them to.
    open func save() throws {
        for object in registeredObjects { object.willSave() }
        for object in registeredObjects { object.saved() }
        insertedObjects.removeAll()
        deletedObjects.removeAll()
        for object in registeredObjects { object.didSave() }
    }

    open func rollback() {
        for object in insertedObjects { registeredObjects.remove(object); object.attach(to: nil) }
        for object in deletedObjects { registeredObjects.insert(object); object.isDeleted = false }
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func reset() {
        registeredObjects.removeAll()
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func refreshAllObjects() {}

    /// Runs `block` now: the stand-in has no queue of its own.
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }

    open func mergeChanges(fromContextDidSave notification: Notification) {}

    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}

public let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
public let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")

/// What `execute(_:)` answers, as `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject {}
