import Foundation
import UIKit

/// The stand-ins for the three-ways article's collection photos: `ProceduralPhoto` at the article's 100×160
/// cell size, each number in its own tint.
package enum NumberedPhoto {
    /// The article's image view size, also its collection cell size.
    package static let size = CGSize(width: 100, height: 160)

    private static let tints = [Palette.blue, Palette.purple, Palette.teal, Palette.pink, Palette.orange, Palette.green]

    /// The photo for collection item `number`.
    package static func image(_ number: Int) -> UIImage {
        ProceduralPhoto.make(number: number, tint: tints[number % tints.count], size: size)
    }
}
