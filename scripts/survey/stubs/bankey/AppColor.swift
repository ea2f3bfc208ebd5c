import UIKit

/// The app's accent colour, which Bankey declares beside its app delegate (left out of the survey).
let appColor: UIColor = .systemTeal
