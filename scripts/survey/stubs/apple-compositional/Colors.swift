import UIKit

extension UIColor {
    /// The sample's placeholder colour for video thumbnails, which it declares beside one of its
    /// screens (set apart from this set): a soft mid blue.
    static var cornflowerBlue: UIColor {
        UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
    }
}
