/// Recognises a PNG signature damaged by a text-mode line-ending conversion.
///
/// The signature contains `\r\n` and a lone `\n` precisely so such damage shows: CR LF → LF turns
/// `89 50 4E 47 0D 0A 1A 0A` into `89 50 4E 47 0A 1A 0A`; LF → CR LF turns it into
/// `89 50 4E 47 0D 0D 0A 1A 0D 0A`.
enum LineEndingDamage: CustomStringConvertible {
    case crlfToLF, lfToCRLF

    init?(signature bytes: UnsafeRawBufferPointer) {
        let head = Array(bytes.prefix(10))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A]) {
            self = .crlfToLF
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0D, 0x0A, 0x1A, 0x0D, 0x0A]) {
            self = .lfToCRLF
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .crlfToLF: "its signature's CR LF became LF"
        case .lfToCRLF: "its signature's LF became CR LF"
        }
    }
}
