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

    /// The file name each face was embedded from, for the rendering environment's fingerprint.
    package static let fileNames = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        .map { "Inter-\($0).otf" }

    /// The face of the standard weight nearest `weight` (on `UIFont.Weight`'s scale).
    package static func face(weight: Double) -> FontFace { faces[CGFont.standardIndex(nearest: weight)] }
}
