import Foundation

// Core Data as a stand-in: a context that keeps the objects made in it for the screen's
// lifetime, and a store that persists nothing and fetches nothing. See docs/STAND-INS.md.

/// What a fetch can give: objects, IDs, dictionaries or counts, as `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An object's identity in its store, as `NSManagedObjectID`.
open class NSManagedObjectID: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    /// Whether the object was never saved; always true here, where nothing is saved.
    open var isTemporaryID: Bool { true }
    let number: Int

    init(entity: NSEntityDescription, number: Int) {
        self.entity = entity
        self.number = number
        super.init()
    }

    open func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "")/t\(number)")!
    }
}

/// A record of the model, as `NSManagedObject`: its attributes are kept by key in memory.
///
/// The strip line (scripts/tools/strip-objc) turns `@NSManaged var name: String?`, which only
/// an Objective-C runtime can synthesise, into a computed property reading `value(forKey:)`.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    open private(set) var objectID: NSManagedObjectID
    open internal(set) var isInserted = false
    open internal(set) var isDeleted = false
    open var hasChanges: Bool { isInserted || isDeleted || !changedKeys.isEmpty }
    open var isFault: Bool { false }
    private var values: [String: Any] = [:]
    private var changedKeys: Set<String> = []
    nonisolated(unsafe) private static var count = 0

    /// The entity named as the class, as Xcode's generated subclasses are.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(name: String(describing: self), managedObjectClass: self)
    }

    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? "")
    }

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        Self.count += 1
        objectID = NSManagedObjectID(entity: entity, number: Self.count)
        super.init()
        context?.insert(self)
    }

    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    open func value(forKey key: String) -> Any? { values[key] }

    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
        changedKeys.insert(key)
    }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    open func changedValues() -> [String: Any] { values.filter { changedKeys.contains($0.key) } }
    open func willSave() {}
    open func didSave() {}
    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func prepareForDeletion() {}

    /// `key`'s value as `Value`: what `@NSManaged` reads once stripped. An attribute never set
    /// reads as Core Data's defaults do: nil, zero, false or the empty string.
    public func managedValue<Value>(forKey key: String) -> Value {
        if let value = values[key] as? Value { return value }
        if let none = Optional<Any>.none as Any as? Value { return none }
        if let zero = (Value.self as? any ManagedDefault.Type)?.managedDefault as? Value { return zero }
        fatalError("\(entity.name ?? "object").\(key) was never set and \(Value.self) has no default; set it before reading it")
    }

    func attach(to context: NSManagedObjectContext?) {
        managedObjectContext = context
        isInserted = context != nil
    }

    func saved() {
        isInserted = false
        changedKeys.removeAll()
    }
}

/// The value an unset attribute of a non-optional type reads as.
protocol ManagedDefault { static var managedDefault: Self { get } }
extension Int: ManagedDefault { static var managedDefault: Int { 0 } }
extension Int16: ManagedDefault { static var managedDefault: Int16 { 0 } }
extension Int32: ManagedDefault { static var managedDefault: Int32 { 0 } }
extension Int64: ManagedDefault { static var managedDefault: Int64 { 0 } }
extension Double: ManagedDefault { static var managedDefault: Double { 0 } }
extension Float: ManagedDefault { static var managedDefault: Float { 0 } }
extension Bool: ManagedDefault { static var managedDefault: Bool { false } }
extension String: ManagedDefault { static var managedDefault: String { "" } }
extension Decimal: ManagedDefault { static var managedDefault: Decimal { 0 } }
