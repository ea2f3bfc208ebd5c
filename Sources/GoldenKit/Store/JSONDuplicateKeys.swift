import Foundation

/// Finds a key that appears twice in one JSON object, which `JSONDecoder` accepts silently by
/// keeping one of the two values.
///
///     JSONDuplicateKeys.first(in: Data(#"{"a": 1, "b": {"a": 2}, "a": 3}"#.utf8))   // "a"
///
/// Meant for text a decoder has already accepted as JSON: on anything else it gives up and
/// returns nil. Keys are compared after their escapes are resolved, so `"a"` and `"\u0061"` are
/// the same key, as they are to a decoder.
enum JSONDuplicateKeys {
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        /// Per open object, its keys so far; nil for an open array.
        var stack: [Set<String>?] = []
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                stack.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return nil }
                stack.removeLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                guard let (string, end) = readString(bytes, from: index) else { return nil }
                if expectingKey, let keys = stack.last ?? nil {
                    if keys.contains(string) { return string }
                    stack[stack.count - 1]?.insert(string)
                }
                expectingKey = false
                index = end
                continue
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The string starting at the quote at `start`, with its escapes resolved, and the index after
    /// its closing quote.
    private static func readString(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        /// Decodes the plain bytes gathered so far into `scalars`.
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush()
                return (String(scalars), index + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): raw.append(0x08)
            case UInt8(ascii: "f"): raw.append(0x0C)
            case UInt8(ascii: "n"): raw.append(0x0A)
            case UInt8(ascii: "r"): raw.append(0x0D)
            case UInt8(ascii: "t"): raw.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hex4(bytes, at: index) else { return nil }
                index += 4
                // A high surrogate followed by an escaped low one is one scalar.
                if (0xD800..<0xDC00).contains(unit), index + 6 <= bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                   let low = hex4(bytes, at: index + 2), (0xDC00..<0xE000).contains(low) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                flush()
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default: raw.append(escape)  // \" \\ \/
            }
        }
        return nil
    }

    private static func hex4(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        return UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    }
}
