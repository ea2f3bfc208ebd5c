import Foundation

/// The pasteboard, as `UIPasteboard`: what a screen's Copy button puts there stays in memory
/// for the run, for the same screen to read back; no other app sees it.
public final class UIPasteboard: @unchecked Sendable {
    /// The system pasteboard, as `UIPasteboard.general`.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var items: [[String: Any]] = []

    public init() {}

    private func first<T>(_ type: T.Type) -> T? { lock.withLock { items.lazy.compactMap { $0.values.first as? T }.first } }
    private func all<T>(_ type: T.Type) -> [T] { lock.withLock { items.compactMap { $0.values.first as? T } } }
    private func set(_ values: [Any], type: String) { lock.withLock { items = values.map { [type: $0] } } }

    public var string: String? {
        get { first(String.self) }
        set { set(newValue.map { [$0] } ?? [], type: "public.utf8-plain-text") }
    }
    public var strings: [String]? {
        get { all(String.self).nilIfEmpty }
        set { set(newValue ?? [], type: "public.utf8-plain-text") }
    }
    public var url: URL? {
        get { first(URL.self) }
        set { set(newValue.map { [$0] } ?? [], type: "public.url") }
    }
    public var image: UIImage? {
        get { first(UIImage.self) }
        set { set(newValue.map { [$0] } ?? [], type: "public.image") }
    }
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
    public var hasImages: Bool { image != nil }
    public var numberOfItems: Int { lock.withLock { items.count } }
}

extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
