import ImageComparison
import Testing

/// A golden's header is read before its pixels, so its declared size is whatever the file says.
@Suite("A size mismatch known from a header")
struct SizeMismatchTests {
    @Test func theLargestSizeAHeaderCanDeclareCountsAsEveryPixelDifferingWithoutTrapping() {
        let largest = Int(UInt32.max)
        let comparison = PixelComparison(sizeMismatchOfExpectedWidth: largest, height: largest, actualWidth: 750, actualHeight: 1334)
        #expect(comparison.sizeMismatch && !comparison.passes(.default))
        #expect(comparison.totalPixels == Int.max && comparison.differentPixels == Int.max)
        #expect(comparison.summary == "sizes differ: expected 4294967295x4294967295, actual 750x1334")
    }

    @Test func anOrdinaryMismatchCountsTheAreaCoveringBoth() {
        let comparison = PixelComparison(sizeMismatchOfExpectedWidth: 10, height: 40, actualWidth: 30, actualHeight: 20)
        #expect(comparison.totalPixels == 30 * 40 && comparison.differentPixels == 30 * 40)
    }
}
