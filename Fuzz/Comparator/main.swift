import Foundation
import ImageComparison
import Pixels

/// libFuzzer entry: two images and a tolerance made from the input compare without crashing,
/// with counts that stay inside the image and agree between the counting and the drawing paths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComparator(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count >= 5 else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let width = Int(bytes[0] % 24)
    let height = Int(bytes[1] % 24)
    let actualWidth = bytes[2] & 0x80 == 0 ? width : Int(bytes[2] % 24)
    let threshold = Double(bytes[3]) / 255
    let tolerance = Tolerance(threshold: threshold, ignoresAntialiasing: bytes[4] & 1 == 0)
    var payload = Array(bytes.dropFirst(5))
    if payload.isEmpty { payload = [0] }
    func image(_ width: Int, _ height: Int, offset: Int) -> Bitmap {
        // Premultiplied input must keep every colour channel at or below its alpha.
        var pixels = (0..<width * height * 4).map { payload[($0 + offset) % payload.count] }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            for c in 0..<3 { pixels[i + c] = min(pixels[i + c], pixels[i + 3]) }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
    let expected = image(width, height, offset: 0)
    let actual = image(actualWidth, height, offset: payload.count / 2)
    let comparator = Comparator(tolerance: tolerance)
    let counted = comparator.compare(expected, actual)
    let (drawn, diff) = comparator.compareDrawingDiff(expected, actual)
    precondition(counted.differentPixels == drawn.differentPixels, "counting and drawing disagree")
    precondition(counted.differentPixels + counted.antialiasedPixels <= counted.totalPixels)
    precondition(diff.width == max(width, actualWidth) && diff.height == height)
    let same = comparator.compare(expected, expected)
    precondition(same.identical && same.differentPixels == 0, "an image differs from itself")
    return 0
}
