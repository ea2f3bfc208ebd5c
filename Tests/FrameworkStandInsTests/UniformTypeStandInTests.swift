import Foundation
import Testing
import UniformTypeIdentifiers

/// Types a document picker or a share sheet is given, as a screen names them.
@Suite struct UniformTypeStandInTests {
    @Test func systemTypesAreFoundByExtensionAndMIMEType() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.mpeg4Movie.isSubtype(of: .audiovisualContent))
        #expect(UTType("public.jpeg")?.preferredMIMEType == "image/jpeg")
    }

    @Test func anAppsOwnTypeConformsToWhatItDeclares() {
        let theme = UTType(importedAs: "com.example.theme", conformingTo: .json)
        #expect(theme.conforms(to: .text) && theme.identifier == "com.example.theme")
        #expect(UTType(exportedAs: "com.example.backup").conforms(to: .data))
    }
}
