import CInterFont
import CoreGraphics
import Foundation

/// The system face, embedded: Inter in the nine standard weights (`CGFont.standardWeights`),
/// standing in for SF Pro. Every process reads the same bytes, so text is set and drawn alike on
/// every machine.
package enum SystemFont {
    /// The faces, lightest first, in `CGFont.standardWeights`' order.
    package static let faces: [FontFace] = (0..<Int(CINTERFONT_FACE_COUNT)).map { index in
        var length = 0
        let start = cinterfont_face(Int32(index), &length)!
        return FontFace(bytes: UnsafeRawBufferPointer(start: start, count: length))!
    }

    /// SHA-256 of each embedded file, by file name: Debian's fonts-inter 4.0~beta7+ds-1. The
    /// rendering environment records these rather than hashing the files at every start;
    /// CoreTextTests hashes the embedded bytes and requires these values.
    package static let fileDigests = [
        "Inter-Thin.otf": "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015",
        "Inter-ExtraLight.otf": "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442",
        "Inter-Light.otf": "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905",
        "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
        "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
        "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
        "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
        "Inter-ExtraBold.otf": "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa",
        "Inter-Black.otf": "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4",
    ]

    /// The file name each face was embedded from, for the rendering environment's fingerprint.
    package static let fileNames = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        .map { "Inter-\($0).otf" }

    /// The face of the standard weight nearest `weight` (on `UIFont.Weight`'s scale).
    package static func face(weight: Double) -> FontFace { faces[CGFont.standardIndex(nearest: weight)] }
}
