import Foundation
import TransitionKit

/// The screen a photo opens into, below its navigation controller's bar: the photo large (200 points wide, the three-ways article's
/// `itemWidth / 200` scale), and caption lines.
public enum PhotoDetailScreen {
    public static let photoWidth = 200.0

    public static func make(number: Int, size: Size) -> View {
        let screen = View(frame: Rect(origin: .zero, size: size))
        screen.backgroundColor = .white
        let height = photoWidth * NumberedPhoto.size.height / NumberedPhoto.size.width
        let photo = ImageView(frame: Rect(x: (size.width - photoWidth) / 2, y: 88, width: photoWidth, height: height))
        photo.image = NumberedPhoto.image(number)
        photo.cornerRadius = 12
        photo.clipsToBounds = true
        screen.addSubview(photo)
        for line in 0..<4 {
            let width = (size.width - 60) * (line == 3 ? 0.55 : 1)
            let bar = View(frame: Rect(x: 30, y: 88 + height + 28 + Double(line) * 24, width: width, height: 10))
            bar.backgroundColor = Palette.separator
            bar.cornerRadius = 5
            screen.addSubview(bar)
        }
        return screen
    }
}
