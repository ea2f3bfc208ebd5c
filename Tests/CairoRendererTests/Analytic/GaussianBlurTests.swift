import CairoRenderer
import Testing

/// The shadow blur against the plain arithmetic it stands for: three box blurs a pass, each
/// output the rounded average of its window, pixels beyond the edges transparent. Its shortcuts
/// (repeated rows blurred once, equal rows leaving the column sums alone, rows deep inside a run
/// of equal rows left as they are) must not change a byte.
@Suite struct GaussianBlurTests {
    typealias Random = WarpKernelTests.Random

    static func reference(_ pixels: [UInt8], width: Int, height: Int, radii: [Int]) -> [UInt8] {
        var image = pixels
        for radius in radii where radius > 0 {
            let size = 2 * radius + 1
            var next = image
            for y in 0..<height {
                for x in 0..<width {
                    let total = (max(0, x - radius)...min(width - 1, x + radius)).reduce(0) { $0 + Int(image[y * width + $1]) }
                    next[y * width + x] = UInt8((total + size / 2) / size)
                }
            }
            image = next
            for y in 0..<height {
                for x in 0..<width {
                    let total = (max(0, y - radius)...min(height - 1, y + radius)).reduce(0) { $0 + Int(image[$1 * width + x]) }
                    next[y * width + x] = UInt8((total + size / 2) / size)
                }
            }
            image = next
        }
        return image
    }

    /// A shadow-like mask: a shape of full coverage with soft edges on transparent margins, rows
    /// repeating in blocks, and now and then rows of noise.
    static func mask(width: Int, height: Int, random: inout Random) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let (left, right) = (random.below(width / 2), width / 2 + random.below(width / 2))
        let (top, bottom) = (random.below(height / 2), height / 2 + random.below(height / 2))
        for y in top..<bottom {
            for x in left..<right { pixels[y * width + x] = x == left || x == right - 1 ? 128 : 255 }
        }
        for _ in 0..<random.below(4) {
            let y = random.below(height)
            for x in 0..<width { pixels[y * width + x] = UInt8(random.below(256)) }
        }
        if random.below(3) == 0 { for x in 0..<width { pixels[x] = 255 } }  // coverage touching the edge
        return pixels
    }

    @Test(arguments: 0..<30)
    func blurMatchesTheBoxAverages(seed: Int) {
        var random = Random(state: UInt64(3000 + seed))
        let (width, height) = (8 + random.below(90), 8 + random.below(90))
        let blur = GaussianBlur(sigma: 0.5 + random.unit() * 12)
        let pixels = Self.mask(width: width, height: height, random: &random)
        let expected = Self.reference(pixels, width: width, height: height, radii: blur.radii)
        // Rows further apart than they are wide, as Cairo's strides are.
        let stride = width + random.below(9)
        var buffer = [UInt8](repeating: 7, count: stride * height)
        for y in 0..<height { for x in 0..<width { buffer[y * stride + x] = pixels[y * width + x] } }
        buffer.withUnsafeMutableBufferPointer { blur.apply(to: $0.baseAddress!, width: width, height: height, stride: stride) }
        let actual = (0..<height).flatMap { y in buffer[(y * stride)..<(y * stride + width)] }
        let first = actual.indices.first { actual[$0] != expected[$0] }
        #expect(first == nil, "\(width)x\(height) radii \(blur.radii): pixel \(first ?? 0) is \(actual[first ?? 0]), expected \(expected[first ?? 0])")
        for y in 0..<height { #expect(buffer[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 7 }) }
    }
}
