import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

/// A settings screen's Import button: the file picker is made as apps make it, and shows an
/// empty screen with nothing picked, since there are no files here.
@Suite struct UIDocumentPickerViewControllerTests {
    final class Listener: UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
    }

    @Test func aPickerForOpeningKeepsItsTypesAndPicksNothing() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: true)
        let listener = Listener()
        picker.delegate = listener
        picker.allowsMultipleSelection = true
        picker.loadViewIfNeeded()
        #expect(picker.contentTypes == [.plainText] && picker.isCopy && picker.exportedURLs.isEmpty)
        #expect(picker.view.backgroundColor == .systemGroupedBackground && listener.picked.isEmpty)
        let old = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .import)
        #expect(old.contentTypes == [.plainText] && old.isCopy)
        #expect(!URL(fileURLWithPath: "/tmp/shared.txt").startAccessingSecurityScopedResource())
    }
}
