import CoreData
import Foundation
import Testing
import UIKit

/// A Core Data screen as Xcode's templates write it: a container, a generated subclass (after
/// the strip line, which turns `@NSManaged` into these computed properties) and a
/// fetched-results controller feeding a table.
@Suite struct CoreDataStandInTests {
    final class Note: NSManagedObject {
        public var title: String? { get { managedValue(forKey: "title") } set { setValue(newValue, forKey: "title") } }
        public var pinned: Bool { get { managedValue(forKey: "pinned") } set { setValue(newValue, forKey: "pinned") } }
        public var order: Int64 { get { managedValue(forKey: "order") } set { setValue(newValue, forKey: "order") } }

        public class func fetchRequest() -> NSFetchRequest<Note> { NSFetchRequest<Note>(entityName: "Note") }
    }

    final class NotesController: UIViewController, UITableViewDataSource, NSFetchedResultsControllerDelegate {
        let context: NSManagedObjectContext
        let tableView = UITableView(frame: .zero, style: .plain)
        lazy var results: NSFetchedResultsController<Note> = {
            let request: NSFetchRequest<Note> = Note.fetchRequest()
            request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
            let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
            controller.delegate = self
            return controller
        }()

        init(context: NSManagedObjectContext) {
            self.context = context
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.dataSource = self
            view.addSubview(tableView)
            try? results.performFetch()
            tableView.reloadData()
        }

        func numberOfSections(in tableView: UITableView) -> Int { results.sections?.count ?? 0 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            results.sections?[section].numberOfObjects ?? 0
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "note")
            cell.textLabel?.text = results.object(at: indexPath).title
            return cell
        }

        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { tableView.reloadData() }
    }

    @Test func theContainerLoadsAnEmptyStoreAndAFetchFindsNothing() throws {
        let container = NSPersistentContainer(name: "Notes")
        var loaded: [(String?, Error?)] = []
        container.loadPersistentStores { description, error in loaded.append((description.url?.lastPathComponent, error)) }
        #expect(loaded.count == 1 && loaded[0].0 == "Notes.sqlite" && loaded[0].1 == nil)
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy

        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(value: true)
        #expect(try container.viewContext.fetch(request).isEmpty)
        #expect(try container.viewContext.count(for: request) == 0)
    }

    @Test func aNewObjectKeepsItsValuesUntilTheContextIsReset() throws {
        let context = NSPersistentContainer(name: "Notes").viewContext
        let note = Note(context: context)
        #expect(note.title == nil && note.pinned == false && note.order == 0, "unset attributes read as Core Data's defaults")
        note.title = "Groceries"
        note.order = 3
        #expect(note.title == "Groceries" && note.order == 3)
        #expect(note.entity.name == "Note" && note.managedObjectContext === context)
        #expect(context.hasChanges && note.isInserted)
        try context.save()
        #expect(!context.hasChanges && !note.isInserted)
        context.delete(note)
        #expect(note.isDeleted && context.hasChanges)
        context.rollback()
        #expect(!note.isDeleted)
    }

    @Test func aFetchedResultsTableHasNoRows() {
        let container = NSPersistentContainer(name: "Notes")
        let notes = NotesController(context: container.viewContext)
        #expect(notes.results.fetchedObjects == nil, "before performFetch, as on iOS")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        #expect(notes.results.fetchedObjects?.isEmpty == true)
        #expect(notes.tableView.numberOfSections == 0)
    }

    @Test func anEntityByNameMakesAPlainManagedObject() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let entity = NSEntityDescription.entity(forEntityName: "Tag", in: context)!
        let tag = NSManagedObject(entity: entity, insertInto: context)
        tag.setValue("swift", forKey: "name")
        #expect(tag.value(forKey: "name") as? String == "swift")
        #expect(context.insertedObjects.contains(tag))
    }
}
