import Foundation

/// A section of fetched results, as `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// What changed in a fetched-results controller, as `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete, move, update
}

/// What a fetched-results controller tells its delegate, as `NSFetchedResultsControllerDelegate`.
/// Every method is optional, as on iOS; a stand-in controller's results never change, so none
/// is called.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? { nil }
}

/// A fetch's results by section, for a table or collection view, as `NSFetchedResultsController`.
///
/// Before `performFetch()` its `fetchedObjects` and `sections` are nil, as on iOS; after it they
/// are what the context fetched, which the stand-in store makes empty, so a table shows no rows.
open class NSFetchedResultsController<ResultType>: NSObject {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    open weak var delegate: NSFetchedResultsControllerDelegate?
    open private(set) var fetchedObjects: [ResultType]?
    open private(set) var sections: [NSFetchedResultsSectionInfo]?
    open var sectionIndexTitles: [String] { [] }

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    open func performFetch() throws {
        let objects = try managedObjectContext.fetch(fetchRequest)
        fetchedObjects = objects
        sections = objects.isEmpty ? [] : [Section(name: "", objects: objects)]
    }

    open func object(at indexPath: IndexPath) -> ResultType {
        let (section, item) = (indexPath[0], indexPath[1])
        guard let sections, sections.indices.contains(section), let objects = sections[section].objects, objects.indices.contains(item) else {
            fatalError("NSFetchedResultsController has no object at \(indexPath) (\(sections?.count ?? 0) sections)")
        }
        return objects[item] as! ResultType
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let index = fetchedObjects?.firstIndex(where: { $0 as AnyObject === object as AnyObject }) else { return nil }
        return IndexPath(indexes: [0, index])
    }

    open class func deleteCache(withName name: String?) {}

    struct Section: NSFetchedResultsSectionInfo {
        let name: String
        var indexTitle: String? { name.first.map(String.init) }
        let objects: [Any]?
        var numberOfObjects: Int { objects?.count ?? 0 }

        init(name: String, objects: [ResultType]) {
            self.name = name
            self.objects = objects
        }
    }
}
