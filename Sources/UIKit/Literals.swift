import Foundation
import TransitionKit

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as Xcode's colour literals do.
public typealias _ColorLiteralType = UIColor
/// `#imageLiteral(resourceName:)` makes a `UIImage`.
public typealias _ImageLiteralType = UIImage

extension Color: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Image: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName path: String) {
        self.init(named: path)!
    }
}
