import Foundation
import Testing
import UIKit

/// `UIImageView` as UIKit shows its image and animation frames.
@Suite struct UIImageViewTests {
    @Test func anImageViewPlaysItsFramesOnTheClockAndShowsItsImageAgainAfter() {
        let frames = (0..<4).map { UIImage(width: 1, height: 1, rgba: [UInt8($0 * 60), 0, 0, 255]) }
        let still = UIImage(width: 1, height: 1, rgba: [0, 0, 255, 255])
        let view = UIImageView(image: still)
        view.animationImages = frames
        view.animationDuration = 0.4
        view.animationRepeatCount = 2
        let clock = onClock { view.startAnimating() }
        #expect(view.isAnimating && view.layer.contents as? CGImage === frames[0].cgImage && view.image === still)
        clock.advance(to: 0.25)
        #expect(view.layer.contents as? CGImage === frames[2].cgImage, "a frame every 0.1 s")
        clock.advance(to: 0.55)
        #expect(view.layer.contents as? CGImage === frames[1].cgImage, "the second pass")
        clock.advance(to: 0.85)
        #expect(!view.isAnimating && view.layer.contents as? CGImage === still.cgImage, "two passes, then the image again")
    }

    final class PhotoView: UIImageView {
        convenience init(photo: UIImage) {
            self.init(frame: .zero)
            image = photo
        }
    }

    final class Avatar: UIImageView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            image = UIImage(systemName: "person")
        }

        required init?(coder: NSCoder) { return nil }
    }

    @Test func anImageSetInAnyInitializerIsShown() {
        #expect(PhotoView(photo: UIImage(width: 1, height: 1, rgba: [0, 0, 255, 255])).layer.contents != nil)
        #expect(Avatar(frame: .zero).layer.contents != nil)
        #expect(UIImageView(image: UIImage(systemName: "xmark")).layer.contents != nil)
    }
}
