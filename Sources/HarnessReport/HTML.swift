/// A minimal HTML builder: elements from a name, escaped attributes and already-built children.
///
///     HTML.element("p", ["class": "verdict"], HTML.text("2 < 3"))   // <p class="verdict">2 &lt; 3</p>
enum HTML {
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ children: String...) -> String {
        element(name, attributes, children: children)
    }

    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [String]) -> String {
        "<\(name)\(Markup.attributes(attributes))>" + children.joined() + "</\(name)>"
    }

    /// An element without content, such as `img`, `input` or SVG's `circle`; the closing slash
    /// is optional in HTML but required inside SVG, where a bare `<line>` would swallow its siblings.
    static func void(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String {
        "<\(name)\(Markup.attributes(attributes))/>"
    }

    static func text(_ text: String) -> String { Markup.escape(text) }

    /// An image of the report folder, scaled to `width` CSS pixels. Loaded lazily, as it scrolls
    /// into view: a report of hundreds of failing scenarios holds thousands of images, and loading
    /// them all up front kept the page blank for seconds. Printing loads them all first (the
    /// report's script turns them eager before print).
    static func image(_ path: String, alt: String, width: Int) -> String {
        void("img", ["src": path, "alt": alt, "width": String(width), "loading": "lazy", "decoding": "async"])
    }
}
