import Foundation
import QuartzCore

extension UIFont {
    /// A named font, drawn in the system face at the weight the name ends in
    /// ("Avenir-Heavy" is heavy, "HelveticaNeue-Medium" medium, a plain name regular).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, weight: Weight(rawValue: CGFloat(CGFont.weight(named: fontName))))
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight, textStyle: textStyle) }

    /// The PostScript name iOS gives its system face at this weight.
    public var fontName: String { CGFont.systemName(weight: Double(weight.rawValue)) }
    public var familyName: String { ".AppleSystemUIFont" }
    public var ascender: CGFloat { pointSize * 0.969 }
    public var descender: CGFloat { -pointSize * 0.241 }
    public var capHeight: CGFloat { pointSize * 0.727 }
    public var xHeight: CGFloat { pointSize * 0.546 }
    public var leading: CGFloat { 0 }
}
