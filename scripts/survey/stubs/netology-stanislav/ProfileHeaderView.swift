import UIKit

/// The profile header the screen places; the app's own file has its body commented out.
final class ProfileHeaderView: UIView {}
