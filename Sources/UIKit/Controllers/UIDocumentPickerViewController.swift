import Foundation
import UniformTypeIdentifiers

/// The system's file picker, as `UIDocumentPickerViewController`. There are no files to pick
/// here: presented, it shows an empty screen, and its delegate hears nothing until the app
/// dismisses it, as if the user had not chosen yet.
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    /// The types the picker offers for opening; empty when it exports.
    public let contentTypes: [UTType]
    /// The files the picker exports; empty when it opens.
    public let exportedURLs: [URL]
    public let isCopy: Bool

    /// A picker for opening files of `contentTypes`, copied into the app when `asCopy`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        (self.contentTypes, exportedURLs, isCopy) = (contentTypes, [], asCopy)
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker exporting `urls` to a place the user chooses.
    public init(forExporting urls: [URL], asCopy: Bool) {
        (contentTypes, exportedURLs, isCopy) = ([], urls, asCopy)
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// The iOS 8 initializer, with type identifiers as strings.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap { UTType($0) }, asCopy: mode == .import)
    }

    /// The iOS 8 exporting initializer.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(forExporting: [url], asCopy: mode == .exportToService)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}

/// What a document picker was opened for, as `UIDocumentPickerMode`.
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

/// Hears what the user picked, as `UIDocumentPickerDelegate`; all optional.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

extension URL {
    /// Access to a file another app shares; there are none here, so this gives no access.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    public func stopAccessingSecurityScopedResource() {}
}
