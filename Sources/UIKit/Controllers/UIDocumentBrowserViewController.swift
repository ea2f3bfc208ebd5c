import Foundation
import UniformTypeIdentifiers

/// The Files-style browser a document-based app opens on, as `UIDocumentBrowserViewController`.
/// There are no documents here: it shows an empty grouped screen, and its delegate hears nothing
/// until the app acts, as if the user had not chosen yet.
open class UIDocumentBrowserViewController: UIViewController {
    /// How a created document comes into the browser's folder, as `ImportMode`.
    public enum ImportMode: UInt, Sendable { case none, copy, move }
    /// The browser's colours, as `BrowserUserInterfaceStyle`.
    public enum BrowserUserInterfaceStyle: UInt, Sendable { case white, light, dark }

    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    open var allowsDocumentCreation = true
    open var allowsPickingMultipleItems = false
    open var shouldShowFileExtensions = false
    open var browserUserInterfaceStyle = BrowserUserInterfaceStyle.white
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = []
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = []
    open var localizedCreateDocumentActionTitle: String?
    open var defaultDocumentAspectRatio: CGFloat = 2.0 / 3.0
    /// The types the browser shows; nil for the app's declared document types.
    public let contentTypes: [UTType]?

    /// A browser for documents of `contentTypes` (nil: the types the app declares).
    public init(forOpening contentTypes: [UTType]?) {
        self.contentTypes = contentTypes
        super.init(nibName: nil, bundle: nil)
    }

    /// The iOS 11 initializer, with type identifiers as strings; one the system does not declare
    /// is taken as the app's imported type, as the app's Info.plist would declare it.
    public convenience init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.init(forOpening: allowedContentTypes?.map { UTType($0) ?? UTType(importedAs: $0) })
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows `url` in the browser; with no files here, the handler hears that it is not found.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        completion?(nil, CocoaError(.fileNoSuchFile, userInfo: [NSURLErrorKey: url]))
    }

    /// Moves a document the app made into the browser's folder; with none here, the handler hears it failed.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode: ImportMode,
                             completionHandler: @escaping (URL?, (any Error)?) -> Void) {
        completionHandler(nil, CocoaError(.fileNoSuchFile, userInfo: [NSURLErrorKey: documentURL]))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}

/// Hears what the user does in a document browser, as `UIDocumentBrowserViewControllerDelegate`;
/// all optional.
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
}

extension UIDocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {}
}
