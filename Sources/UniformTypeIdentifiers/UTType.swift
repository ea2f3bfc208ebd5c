import Foundation

/// A uniform type identifier, as `UTType`: the system's common types with their filename
/// extensions, MIME types and what they conform to, and the app's own declared types.
///
///     UTType(filenameExtension: "png") == .png                 // true
///     UTType.png.conforms(to: .image)                           // true
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The identifiers of the types this one conforms to directly.
    private let parents: [String]

    private init(_ identifier: String, _ filenameExtension: String?, _ mimeType: String?, _ parents: [String]) {
        (self.identifier, preferredFilenameExtension, preferredMIMEType, self.parents) = (identifier, filenameExtension, mimeType, parents)
    }

    /// A system type by identifier; nil for one the stand-in does not know.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }),
              known.conforms(to: supertype) else { return nil }
        self = known
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }), known.conforms(to: supertype) else { return nil }
        self = known
    }

    /// A type the app declares in its Info.plist as imported.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, nil, nil, [(parentType ?? .data).identifier])
    }

    /// A type the app declares in its Info.plist as its own.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(importedAs: identifier, conformingTo: parentType)
    }

    public var description: String { identifier }
    public var isDeclared: Bool { true }
    public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.adobe.") }
    public var supertypes: Set<UTType> {
        var found = Set<UTType>(), pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType("public.item", nil, nil, [])
    public static let content = UTType("public.content", nil, nil, ["public.item"])
    public static let data = UTType("public.data", nil, "application/octet-stream", ["public.item"])
    public static let folder = UTType("public.folder", nil, nil, ["public.item"])
    public static let url = UTType("public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
    public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", nil, nil, ["public.plain-text"])
    public static let html = UTType("public.html", "html", "text/html", ["public.text"])
    public static let json = UTType("public.json", "json", "application/json", ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
    public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType("public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
    public static let audiovisualContent = UTType("public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
    public static let video = UTType("public.video", nil, nil, ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", ["public.audio"])
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.data"])

    private static let known: [UTType] = [
        item, content, data, folder, url, fileURL, text, plainText, utf8PlainText, html, json, commaSeparatedText,
        image, png, jpeg, gif, heic, audiovisualContent, movie, video, quickTimeMovie, mpeg4Movie, audio, mp3, pdf, zip,
    ]
}
