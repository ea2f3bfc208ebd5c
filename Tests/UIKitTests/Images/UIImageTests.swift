import Testing
import UIKit

/// `UIImage` and `CGImage` as apps make and cut them.
@Suite struct UIImageTests {
    @Test func croppingAnImageKeepsThePixelsInsideTheRectangle() {
        // 3×2 pixels, each a different red level.
        let pixels: [UInt8] = (0..<6).flatMap { level -> [UInt8] in [UInt8(level * 40), 0, 0, 255] }
        let image = UIImage(width: 3, height: 2, rgba: pixels)
        let cropped = image.cgImage?.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2))
        guard case let .pixels(width, height, rgba)? = cropped?.content else {
            Issue.record("cropping gave no pixels")
            return
        }
        #expect(width == 2 && height == 2)
        #expect(stride(from: 0, to: rgba.count, by: 4).map { rgba[$0] } == [40, 80, 160, 200])
        #expect(image.cgImage?.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil, "outside the image")
    }
}
