import CPNG
import Foundation

/// Owns one libpng read session over bytes that outlive it; the only holder of a `cpng_reader`.
final class PNGReader {
    private let handle: OpaquePointer
    private let source: String
    let width: Int
    let height: Int

    /// Reads everything up to the image data; `bytes` must stay valid until the reader is gone.
    init(bytes: UnsafeRawBufferPointer, source: String) throws(PNGError) {
        self.source = source
        var message = [CChar](repeating: 0, count: 256)
        var reader: OpaquePointer?
        let status = cpng_reader_open(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                      &reader, &message, message.count)
        guard status == CPNG_OK, let reader else {
            throw PNGError(PNGReader.kind(of: status), source: source, detail: cMessage(message))
        }
        handle = reader
        width = Int(cpng_reader_width(reader))
        height = Int(cpng_reader_height(reader))
    }

    deinit { cpng_reader_free(handle) }

    /// Decodes the image as straight (not premultiplied) 8-bit RGBA.
    func decodeStraightRGBA(libpngOnly: Bool = false) throws(PNGError) -> [UInt8] {
        let count = width * height * 4
        if libpngOnly { cpng_reader_use_libpng_only(handle) }
        var status = CPNG_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = cpng_reader_decode(handle, buffer.baseAddress, count)
            initialized = count
        }
        guard status == CPNG_OK else {
            throw PNGError(PNGReader.kind(of: status), source: source,
                           detail: String(cString: cpng_reader_message(handle)))
        }
        return pixels
    }

    /// tEXt and iTXt entries in file order; after decoding this includes those after the image data.
    func textChunks() -> [(key: String, value: String)] {
        (0..<cpng_reader_text_count(handle)).map { index in
            let text = cpng_reader_text(handle, index)
            let key = latin1String(UnsafeRawBufferPointer(start: text.key, count: strlen(text.key)))
            let bytes = UnsafeRawBufferPointer(start: text.value, count: text.value_length)
            let value = text.utf8 != 0 ? String(decoding: bytes, as: UTF8.self) : latin1String(bytes)
            return (key, value)
        }
    }

    /// tEXt is Latin-1, whose code points are its byte values.
    private func latin1String(_ bytes: UnsafeRawBufferPointer) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    static func kind(of status: cpng_status) -> PNGError.Kind {
        switch status {
        case CPNG_EMPTY: .empty
        case CPNG_NOT_PNG: .notPNG
        case CPNG_TRUNCATED: .truncated
        case CPNG_BAD_CRC: .badCRC
        case CPNG_TOO_LARGE: .tooLarge
        case CPNG_OUT_OF_MEMORY: .outOfMemory
        case CPNG_INVALID_ARGUMENT: .unencodable
        default: .corrupt
        }
    }
}

/// The text of a NUL-terminated message buffer filled in by CPNG.
func cMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
