import GoldenKit
import PNGCodec
import Pixels
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test("matches the FIPS 180-4 test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    @Test("a million 'a's (many blocks)")
    func millionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("the pixel digest changes with any pixel and ignores how the PNG was compressed")
    func pixelDigest() throws {
        var bitmap = Bitmap(width: 4, height: 4, fill: .white)
        let before = bitmap.pixelDigest
        bitmap[3, 3] = .black
        #expect(bitmap.pixelDigest != before)
        #expect(try PNG.decode(PNG.encode(bitmap), source: "memory").pixelDigest == bitmap.pixelDigest)
    }
}
