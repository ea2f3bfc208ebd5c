import Foundation
import QuartzCore

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as Xcode's colour literals do.
public typealias _ColorLiteralType = UIColor
/// `#imageLiteral(resourceName:)` makes a `UIImage`.
public typealias _ImageLiteralType = UIImage
