import Foundation
import Pixels
#if canImport(Glibc)
import Glibc
#endif

/// Writes an animated PNG to a file frame by frame, as the frames are drawn: memory holds one
/// frame at a time however long the animation. The file appears under its name only once it is
/// complete; until `finish()` it is a hidden temporary file, removed if the writer goes away first.
///
///     let writer = try AnimatedPNGWriter(url: preview, frameCount: 120, delay: 1.0 / 120)
///     for time in times { try writer.append(render(at: time)) }
///     try writer.finish()
package final class AnimatedPNGWriter {
    private let url: URL
    private let temporary: URL
    private let delay: Double
    private var encoder: AnimatedPNG.Encoder
    private var handle: FileHandle?

    package init(url: URL, frameCount: Int, delay: Double) throws {
        precondition(frameCount > 0, "an animated PNG needs at least one frame")
        self.url = url
        self.delay = delay
        encoder = AnimatedPNG.Encoder(frameCount: frameCount)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(PNGChunk.signature)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        handle = try FileHandle(forWritingTo: temporary)
        try handle?.seekToEnd()
    }

    deinit {
        try? handle?.close()
        if handle != nil { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Encodes `bitmap` as the next frame and writes it out.
    package func append(_ bitmap: Bitmap) throws {
        try handle?.write(contentsOf: encoder.chunks(for: bitmap, delay: delay))
    }

    /// Closes the animation and moves it into place.
    package func finish() throws {
        guard let handle else { return }
        try handle.write(contentsOf: encoder.end())
        try handle.synchronize()
        try handle.close()
        self.handle = nil
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
        }
    }
}
