import Foundation
@testable import PNGCodec
import Pixels

/// libFuzzer entry: any bytes must decode to a bitmap or fail with a `PNGError`, never crash,
/// and a decoded image must survive an encode and a decode unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let declared = PNG.declaredSize(of: data)
    guard let decoded = try? PNG.decodeWithText(data, source: "fuzz") else { return 0 }
    let bitmap = decoded.bitmap
    precondition(declared.map { $0.width == bitmap.width && $0.height == bitmap.height } ?? false,
                 "decoded \(bitmap.width)x\(bitmap.height), header declared \(String(describing: declared))")
    precondition(bitmap.pixelCount <= PNG.maximumPixels)
    // Round trips are costly for large images; small ones cover the encoder's paths.
    if bitmap.pixelCount <= 1 << 16, bitmap.pixelCount > 0 {
        let text = decoded.text.filter { (1...79).contains($0.key.unicodeScalars.count) }
        guard let encoded = try? PNG.encode(bitmap, text: text) else { return 0 }
        let again = try! PNG.decode(encoded, source: "fuzz round trip")
        precondition(again == bitmap, "a decoded image changed after an encode and a decode")
    }
    return 0
}
