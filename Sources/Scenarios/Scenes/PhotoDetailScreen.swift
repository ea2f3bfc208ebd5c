import Foundation
import UIKit

/// The screen a photo opens into, below its navigation controller's bar: the photo large (200
/// points wide, the three-ways article's `itemWidth / 200` scale), then a grouped section of its
/// details.
package enum PhotoDetailScreen {
    package static let photoWidth = 200.0

    package static func make(number: Int, size: CGSize) -> UIView {
        let height = photoWidth * NumberedPhoto.size.height / NumberedPhoto.size.width
        let screen = TableContentView(frame: CGRect(origin: .zero, size: size), style: .insetGrouped)
        screen.sections = [TableContentView.Section(header: "Details", cells: [("Photo", "\(number)"), ("Size", "100 × 160")].map { name, value in
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel.text = name
            cell.detailTextLabel.text = value
            return cell
        })]
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 24 + height))
        let photo = UIImageView(frame: CGRect(x: (size.width - photoWidth) / 2, y: 24, width: photoWidth, height: height))
        photo.image = NumberedPhoto.image(number)
        photo.layer.cornerRadius = 12
        photo.clipsToBounds = true
        banner.addSubview(photo)
        screen.tableHeaderView = banner
        return screen
    }
}
