import UIKit

/// The colour names of the ColorCompatibility package the app links (not part of the survey),
/// which map to UIKit's system colours on iOS 13 and later.
enum ColorCompatibility {
    static var systemBackground: UIColor { .systemBackground }
}
