import Foundation
import Pixels

/// Writes an animated PNG (APNG) of equal-sized frames, looping forever. Debian's libpng has
/// no APNG support, so each frame is encoded as a still PNG and its image data re-wrapped in
/// the `acTL`/`fcTL`/`fdAT` chunks of the APNG specification. Viewers without APNG support
/// show the first frame.
///
///     let data = AnimatedPNG.encode(frames, delay: 1.0 / 30)
public enum AnimatedPNG {
    /// The APNG bytes for `frames`, each shown for `delay` seconds.
    public static func encode(_ frames: [Bitmap], delay: Double) throws -> Data {
        try encode(frames.map { ($0, delay) })
    }

    /// The APNG bytes for frames with their own delays in seconds.
    public static func encode(_ frames: [(bitmap: Bitmap, delay: Double)]) throws -> Data {
        precondition(!frames.isEmpty, "an animated PNG needs at least one frame")
        var encoder = Encoder(frameCount: frames.count)
        var out = PNGChunk.signature
        for frame in frames { out += try encoder.chunks(for: frame.bitmap, delay: frame.delay) }
        out += encoder.end()
        return Data(out)
    }

    /// Turns frames into APNG chunks one at a time, so a long animation never has to be held in
    /// memory: `AnimatedPNGWriter` writes each frame's chunks as it arrives.
    struct Encoder {
        let frameCount: Int
        private var sequence: UInt32 = 0
        private var index = 0
        private var size: (width: Int, height: Int)?

        init(frameCount: Int) { self.frameCount = frameCount }

        /// The chunks of the next frame (for the first, the header and animation control too).
        mutating func chunks(for bitmap: Bitmap, delay: Double) throws -> [UInt8] {
            precondition(index < frameCount, "more frames than the \(frameCount) announced")
            let (width, height) = size ?? (bitmap.width, bitmap.height)
            precondition(bitmap.width == width && bitmap.height == height, "every frame of an animated PNG must be \(width)x\(height)")
            // Every frame keeps its alpha channel: all frames of an APNG share the first one's IHDR.
            let still = PNGChunk.split(try PNG.encode(bitmap, encoding: PNGEncoding(compressionLevel: 1, keepsAlpha: true)))
            var out: [UInt8] = []
            if index == 0 {
                size = (width, height)
                out += still.first { $0.type == "IHDR" }!.encoded
                out += PNGChunk(type: "acTL", data: AnimatedPNG.animationControl(frames: frameCount)).encoded
            }
            out += PNGChunk(type: "fcTL", data: AnimatedPNG.frameControl(sequence: sequence, width: width, height: height, delay: delay)).encoded
            sequence += 1
            for idat in still where idat.type == "IDAT" {
                if index == 0 {
                    out += idat.encoded
                } else {
                    var data = [UInt8]()
                    data.appendBigEndian(sequence)
                    out += PNGChunk(type: "fdAT", data: data + idat.data).encoded
                    sequence += 1
                }
            }
            index += 1
            return out
        }

        /// The closing chunk, once every announced frame is in.
        func end() -> [UInt8] {
            precondition(index == frameCount, "\(index) frames given of the \(frameCount) announced")
            return PNGChunk(type: "IEND", data: []).encoded
        }
    }

    private static func animationControl(frames: Int) -> [UInt8] {
        var data = [UInt8]()
        data.appendBigEndian(UInt32(frames))
        data.appendBigEndian(UInt32(0))  // plays forever
        return data
    }

    private static func frameControl(sequence: UInt32, width: Int, height: Int, delay: Double) -> [UInt8] {
        var data = [UInt8]()
        data.appendBigEndian(sequence)
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data.appendBigEndian(UInt32(0))  // x offset
        data.appendBigEndian(UInt32(0))  // y offset
        let (numerator, denominator) = delayFraction(delay)
        data.appendBigEndian(numerator)
        data.appendBigEndian(denominator)
        data.append(0)  // dispose: none; every frame covers the whole canvas
        data.append(0)  // blend: source
        return data
    }

    /// The delay as a fraction with a millisecond denominator, exact for whole milliseconds.
    static func delayFraction(_ seconds: Double) -> (UInt16, UInt16) {
        let ms = max(0, min(Double(UInt16.max), (seconds * 1000).rounded()))
        return (UInt16(ms), 1000)
    }
}
