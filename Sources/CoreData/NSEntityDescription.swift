import Foundation

/// An entity of the model, as `NSEntityDescription`. There is no compiled model here, so an
/// entity is known by the name it is asked for.
open class NSEntityDescription: NSObject {
    open var name: String?
    open var managedObjectClassName: String!
    let managedObjectClass: NSManagedObject.Type

    public override init() {
        managedObjectClass = NSManagedObject.self
        super.init()
    }

    init(name: String, managedObjectClass: NSManagedObject.Type) {
        self.name = name
        managedObjectClassName = String(describing: managedObjectClass)
        self.managedObjectClass = managedObjectClass
        super.init()
    }

    /// An entity named `entityName`; the stand-in knows every name.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName, managedObjectClass: NSManagedObject.self)
    }

    /// A plain `NSManagedObject` of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName, managedObjectClass: NSManagedObject.self), insertInto: context)
    }
}

/// The model's entities, as `NSManagedObjectModel`; a stand-in model has none.
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] = []
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }
    public override init() { super.init() }
    public init?(contentsOf url: URL) { super.init() }
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}
