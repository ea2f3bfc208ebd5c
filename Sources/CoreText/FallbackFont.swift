import CNotoFonts
import Foundation

/// The faces that draw what the system face (Inter) has no glyph for, embedded as Inter is:
/// Noto Sans CJK, one face per region in each of two weights, standing in for PingFang SC and
/// TC, Hiragino Sans and Apple SD Gothic Neo; and Noto Color Emoji for Apple Color Emoji.
package enum FallbackFont {
    /// The embedded files, by the name the rendering environment records, and their bytes.
    package static var files: [(name: String, bytes: UnsafeRawBufferPointer)] {
        zip(["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoColorEmoji.ttf"],
            [CNOTOFONTS_CJK_REGULAR, CNOTOFONTS_CJK_BOLD, CNOTOFONTS_COLOR_EMOJI].map(bytes)).map { ($0, $1) }
    }

    /// SHA-256 of each embedded file, by name: Debian's fonts-noto-cjk 1:20220127+repack1-1 (the
    /// same bytes as trixie's 1:20240730+repack1-1) and fonts-noto-color-emoji 2.042-0+deb12u1.
    /// The rendering environment records these rather than hashing 50 MB at every start;
    /// CoreTextTests hashes the embedded bytes and requires these values.
    package static let fileDigests = [
        "NotoSansCJK-Regular.ttc": "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
        "NotoSansCJK-Bold.ttc": "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
        "NotoColorEmoji.ttf": "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec",
    ]

    private static func bytes(of file: cnotofonts_file) -> UnsafeRawBufferPointer {
        var length = 0
        let start = cnotofonts_file_bytes(Int32(file.rawValue), &length)!
        return UnsafeRawBufferPointer(start: start, count: length)
    }

    /// The CJK faces of the regular and the bold file, indexed by `CJKRegion.rawValue`, which is
    /// each region's face index in the collections.
    private static let cjk: [[FontFace]] = [CNOTOFONTS_CJK_REGULAR, CNOTOFONTS_CJK_BOLD].map { file in
        CJKRegion.allCases.map { FontFace(bytes: bytes(of: file), index: $0.rawValue)! }
    }

    /// The CJK face for `region`: bold for a primary face of weight class 600 (semibold) or
    /// more, since the package embeds Noto Sans CJK in Regular and Bold only.
    package static func cjk(_ region: CJKRegion, boldAfter weightClass: Int) -> FontFace {
        cjk[weightClass >= 600 ? 1 : 0][region.rawValue]
    }

    /// Noto Color Emoji: bitmap (CBDT) glyphs at one strike, scaled to the size asked.
    package static let emoji = FontFace(bytes: bytes(of: CNOTOFONTS_COLOR_EMOJI))!

    /// Noto Color Emoji's sequences: families, flags, skin tones and keycaps as one glyph.
    package static let emojiLigatures = emoji.ligatureTable()
}

/// Which regional forms of the shared CJK characters text takes, as iOS picks PingFang SC or
/// TC, Hiragino or Apple SD Gothic Neo. The raw value is the face's index in Noto Sans CJK's
/// collections (JP, KR, SC, TC, then HK and the Mono faces, which are not used).
package enum CJKRegion: Int, CaseIterable, Sendable {
    case japanese = 0, korean = 1, simplifiedChinese = 2, traditionalChinese = 3

    /// The region a BCP 47 language tag asks for: `ja`, `ko`, `zh-Hans`/`zh-CN`/`zh-SG`/`zh`
    /// and `zh-Hant`/`zh-TW`/`zh-HK`/`zh-MO` (underscores accepted); nil for any other language.
    package init?(language: String) {
        let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "ja": self = .japanese
        case "ko": self = .korean
        case "zh":
            let rest = Set(parts.dropFirst())
            self = rest.contains("hant") || (!rest.contains("hans") && !rest.isDisjoint(with: ["tw", "hk", "mo"]))
                ? .traditionalChinese : .simplifiedChinese
        default: return nil
        }
    }
}
