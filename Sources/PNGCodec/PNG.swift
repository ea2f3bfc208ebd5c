import CPNG
import Foundation
import Pixels

/// Reads and writes PNG files as premultiplied `Bitmap`s, byte-stably, with tEXt metadata.
///
///     let bitmap = try PNG.read(URL(fileURLWithPath: "Goldens/door-push/f2-0500ms.png"))
///     try PNG.write(bitmap, to: url, text: [("Scenario", "door-push")])
public enum PNG {
    /// The largest width or height `decode` accepts; larger declared sizes are refused before
    /// any pixel memory is allocated.
    public static let maximumDimension = Int(CPNG_MAX_DIMENSION)
    /// The most pixels (width × height) `decode` accepts, so one file costs at most a few hundred MB.
    public static let maximumPixels = Int(CPNG_MAX_PIXELS)
    /// No PNG within `maximumPixels` needs more bytes than this, even stored uncompressed.
    public static let maximumFileBytes = 256 << 20

    /// The version of the libpng this build links, for the golden manifest.
    public static var libpngVersion: String { String(cString: cpng_libpng_version()) }

    /// Decodes any valid PNG (every bit depth, palette, grey, alpha, tRNS, Adam7) to a premultiplied
    /// bitmap. `source` names the file in error messages.
    public static func decode(_ data: Data, source: String) throws(PNGError) -> Bitmap {
        try decodeWithText(data, source: source).bitmap
    }

    /// Decodes to straight RGBA exactly as the file stores it (16-bit channels rounded to 8),
    /// for comparisons that must count what pixelmatch counts.
    public static func decodeStraight(_ data: Data, source: String) throws(PNGError) -> StraightBitmap {
        try decodeStraightWithText(data, source: source).image
    }

    /// Decodes as `decodeStraight` does, with libpng alone: what the fast path is tested against.
    static func decodeStraightWithLibpng(_ data: Data, source: String) throws(PNGError) -> StraightBitmap {
        try decodeStraightWithText(data, source: source, libpngOnly: true).image
    }

    /// Decodes the image and its tEXt/iTXt chunks in one pass.
    public static func decodeWithText(_ data: Data, source: String)
        throws(PNGError) -> (bitmap: Bitmap, text: [(key: String, value: String)]) {
        let (image, text) = try decodeStraightWithText(data, source: source)
        return (image.premultiplied, text)
    }

    private static func decodeStraightWithText(_ data: Data, source: String, libpngOnly: Bool = false)
        throws(PNGError) -> (image: StraightBitmap, text: [(key: String, value: String)]) {
        try checkForLFSPointer(data, source: source)
        let result = data.withUnsafeBytes { bytes -> Result<(StraightBitmap, [(key: String, value: String)]), PNGError> in
            do throws(PNGError) {
                let reader = try PNGReader(bytes: bytes, source: source)
                let image = StraightBitmap(width: reader.width, height: reader.height, pixels: try reader.decodeStraightRGBA(libpngOnly: libpngOnly))
                return .success((image, reader.textChunks()))
            } catch where error.kind == .notPNG {
                if let conversion = LineEndingDamage(signature: bytes) {
                    return .failure(PNGError(.lineEndingsConverted, source: source, detail: conversion.description))
                }
                let head = bytes.prefix(16).map { (32..<127).contains($0) ? String(UnicodeScalar($0)) : "." }.joined()
                return .failure(PNGError(.notPNG, source: source, detail: "it starts with \"\(head)\""))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The tEXt/iTXt key/value pairs of a PNG, in file order.
    public static func textChunks(in data: Data, source: String) throws(PNGError) -> [(key: String, value: String)] {
        try decodeWithText(data, source: source).text
    }

    /// Reads and decodes the PNG at `url`; errors name the file's path.
    public static func read(_ url: URL) throws(PNGError) -> Bitmap {
        try decode(readData(url), source: url.path)
    }

    /// Reads the PNG at `url` as straight RGBA, as `decodeStraight` does.
    public static func readStraight(_ url: URL) throws(PNGError) -> StraightBitmap {
        try decodeStraight(readData(url), source: url.path)
    }

    /// The bytes of the file at `url`, refusing folders, pipes, devices and files too large to be
    /// a PNG this codec would decode, each with a message that says which it is.
    public static func readData(_ url: URL) throws(PNGError) -> Data {
        do {
            return try FileContents.read(url, limit: maximumFileBytes)
        } catch {
            switch error {
            case .notAFile(let kind): throw PNGError(.notAFile, source: url.path, detail: kind)
            case .tooLarge: throw PNGError(.tooLarge, source: url.path, detail: error.description)
            case .missing, .unreadable: throw PNGError(.unreadable, source: url.path, detail: error.description)
            }
        }
    }

    /// The width and height the header declares, without decoding (or allocating) any pixels;
    /// nil when the data does not start with a valid PNG header.
    public static func declaredSize(of data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { bytes in
            var (width, height) = (UInt32(0), UInt32(0))
            let status = cpng_declared_size(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                                            &width, &height)
            return status == CPNG_OK ? (Int(width), Int(height)) : nil
        }
    }

    /// Encodes `bitmap` as 8-bit RGBA (RGB when fully opaque) with the given text chunks.
    /// The same pixels and text always give the same bytes: zlib level and filter are fixed and
    /// no timestamp is written. Values outside Latin-1 go into iTXt chunks as UTF-8.
    public static func encode(_ bitmap: Bitmap, text: [(key: String, value: String)] = [],
                              encoding: PNGEncoding = .golden) throws(PNGError) -> Data {
        for entry in text { try validateKey(entry.key) }
        // A diff image of a few opaque colours is indexed and written in one pass over its
        // pixels, with no opacity check or copy before it.
        if encoding.indexesColours, encoding.runsOnly, encoding.compressionLevel <= 1, !encoding.keepsAlpha, text.isEmpty {
            var output: UnsafeMutablePointer<UInt8>?
            var size = 0
            let written = bitmap.pixels.withUnsafeBufferPointer { pixels in
                cpng_encode_review_palette(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), &output, &size)
            }
            if written != 0, let output {
                defer { cpng_free(output) }
                return Data(bytes: output, count: size)
            }
        }
        let straight = Premultiplication.unpremultiplied(bitmap.pixels)
        let keys = text.map { Array($0.key.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) }) + [0] }
        let values = text.map { entry -> (bytes: [CChar], utf8: Bool) in
            if let latin1 = latin1Bytes(entry.value) { return (latin1.map { CChar(bitPattern: $0) } + [0], false) }
            return (Array(entry.value.utf8CString), true)
        }
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = withCStrings(keys + values.map(\.bytes)) { pointers in
            var chunks = (0..<text.count).map { i in
                cpng_text(key: pointers[i], value: pointers[keys.count + i],
                          value_length: values[i].bytes.count - 1, utf8: values[i].utf8 ? 1 : 0)
            }
            let options = cpng_encode_options(zlib_level: Int32(encoding.compressionLevel), keep_alpha: encoding.keepsAlpha ? 1 : 0,
                                              runs_only: encoding.runsOnly ? 1 : 0, filters: encoding.everyFilter ? 0xf8 : 0,
                                              indexed: encoding.indexesColours ? 1 : 0)
            return cpng_encode_rgba(straight, UInt32(bitmap.width), UInt32(bitmap.height), &chunks, Int32(chunks.count),
                                    options, &output, &size, &message, message.count)
        }
        guard status == CPNG_OK, let output else {
            let detail = cMessage(message)
            throw PNGError(PNGReader.kind(of: status), source: "PNG encoder (\(bitmap.width)x\(bitmap.height))",
                           detail: detail.isEmpty ? "no pixels to encode" : detail)
        }
        defer { cpng_free(output) }
        return Data(bytes: output, count: size)
    }

    /// Encodes `bitmap` and writes it to `url` atomically (temp file and rename), so a crash
    /// never leaves a half-written PNG behind.
    public static func write(_ bitmap: Bitmap, to url: URL, text: [(key: String, value: String)] = [],
                             encoding: PNGEncoding = .golden) throws(PNGError) {
        try write(encode(bitmap, text: text, encoding: encoding), to: url)
    }

    /// Writes palette indices to `url` as a palette PNG for a person to look at, as a `.diff`
    /// image is written: `rows` holds `height` rows of `width + 1` bytes, each row's indices after
    /// one spare byte, and is used up (filtered in place); `palette` holds red, green and blue
    /// for each index, at most 256 of them.
    public static func writeIndexed(rows: UnsafeMutablePointer<UInt8>, width: Int, height: Int, palette: [UInt8],
                                    to url: URL) throws(PNGError) {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let written = palette.withUnsafeBufferPointer { colours in
            cpng_encode_indexed_rows(rows, UInt32(width), UInt32(height), colours.baseAddress, Int32(palette.count / 3),
                                     &output, &size)
        }
        guard written != 0, let output else {
            throw PNGError(.outOfMemory, source: "PNG encoder (\(width)x\(height))", detail: "could not write a palette image")
        }
        defer { cpng_free(output) }
        try write(Data(bytes: output, count: size), to: url)
    }

    private static func write(_ data: Data, to url: URL) throws(PNGError) {
        // Written beside the destination and renamed over it, as `.atomic` does, but without its
        // fsync: these are images to look at (diffs, previews), and a flush to disk cost `harness
        // diff` about a millisecond, a twentieth of its time. Goldens go through the store's
        // writer, which does flush. Errors name the destination and the system's reason.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        func failure() -> PNGError {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return PNGError(.unwritable, source: url.path, detail: reason)
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw PNGError(.unwritable, source: url.path, detail: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        guard written else {
            let error = failure()
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, url.path) == 0 else { throw failure() }
    }

    /// A PNG in Git LFS is a short text file; recognise it so the message can say what to run.
    private static func checkForLFSPointer(_ data: Data, source: String) throws(PNGError) {
        let lfsPrefix = Data("version https://git-lfs.github.com/spec".utf8)
        if data.starts(with: lfsPrefix) {
            throw PNGError(.gitLFSPointer, source: source, detail: "Git LFS pointer")
        }
    }

    private static func validateKey(_ key: String) throws(PNGError) {
        let scalars = key.unicodeScalars
        let valid = (1...79).contains(scalars.count)
            && scalars.allSatisfy { (32...126).contains($0.value) || (161...255).contains($0.value) }
            && scalars.first != " " && scalars.last != " "
        if !valid { throw PNGError(.invalidText, source: "PNG encoder", detail: "invalid key \"\(key)\"") }
    }

    private static func latin1Bytes(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value < 256, scalar.value != 0 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    /// Keeps each C string alive while `body` uses the pointers to them.
    private static func withCStrings<R>(_ strings: [[CChar]], _ body: ([UnsafePointer<CChar>]) -> R) -> R {
        let copies = strings.map { string -> UnsafeMutablePointer<CChar> in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: string.count)
            copy.initialize(from: string, count: string.count)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        return body(copies.map { UnsafePointer($0) })
    }
}
