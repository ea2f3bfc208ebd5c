import CTurboJPEG
import Foundation
import PNGCodec
import Pixels
import Testing
@testable import UIKit

/// `UIImage(data:)` reads PNG and JPEG files, and `UIImage(named:in:compatibleWith:)` finds a
/// bundle's image file at the screen's scale.
@Suite struct UIImageDecodingTests {
    /// A width × height image whose left half is red and right half blue.
    static func halves(width: Int, height: Int) -> [UInt8] {
        (0..<(width * height)).flatMap { index -> [UInt8] in index % width < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }

    static func pixel(_ image: UIImage, x: Int, y: Int) -> [UInt8] {
        guard case let .pixels(width, _, rgba) = image.cgImage!.content else { return [] }
        let start = (y * width + x) * 4
        return Array(rgba[start..<(start + 4)])
    }

    @Test func aPNGDecodesToItsPixels() throws {
        let data = try PNG.encode(Bitmap(width: 4, height: 2, pixels: Self.halves(width: 4, height: 2)))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(Self.pixel(image, x: 0, y: 0) == [255, 0, 0, 255] && Self.pixel(image, x: 3, y: 1) == [0, 0, 255, 255])
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 2, height: 1))
    }

    @Test func aJPEGDecodesToItsPixelsWithinItsCompression() throws {
        let image = try #require(UIImage(data: try Self.jpeg16()))
        #expect(image.size == CGSize(width: 16, height: 16))
        let (red, blue) = (Self.pixel(image, x: 2, y: 8), Self.pixel(image, x: 13, y: 8))
        #expect(red[0] > 240 && red[2] < 15 && red[3] == 255)
        #expect(blue[2] > 240 && blue[0] < 15 && blue[3] == 255)
    }

    @Test func dataThatIsNoImageGivesNil() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])) == nil, "a truncated PNG")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil, "a truncated JPEG")
    }

    @Test func aNamedImageComesFromTheBundleAtTheScreensScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundledImage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, side) in [("logo@2x.png", 8), ("logo@3x.png", 12)] {
            try PNG.encode(Bitmap(width: side, height: side, pixels: Self.halves(width: side, height: side))).write(to: folder.appendingPathComponent(name))
        }
        let bundle = try #require(Bundle(url: folder))
        let atTwo = try #require(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(atTwo.scale == 2 && atTwo.size == CGSize(width: 4, height: 4))
        let atThree = try #require(UIImage(named: "logo.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(atThree.scale == 3 && atThree.size == CGSize(width: 4, height: 4))
    }

    /// A 16 × 16 JPEG of a red left half and a blue right half, written by libjpeg-turbo at quality 95.
    static func jpeg16() throws -> Data {
        let (width, height) = (16, 16)
        var source = halves(width: width, height: height)
        let compressor = try #require(tjInitCompress())
        defer { tjDestroy(compressor) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = source.withUnsafeMutableBufferPointer {
            tjCompress2(compressor, $0.baseAddress, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                        &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        }
        try #require(status == 0)
        defer { tjFree(buffer) }
        return Data(bytes: buffer!, count: Int(size))
    }
}
