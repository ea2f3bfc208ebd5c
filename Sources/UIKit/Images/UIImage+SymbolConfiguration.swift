import Foundation
import QuartzCore

extension UIImage {
    /// How an SF Symbol is drawn, as `UIImage.SymbolConfiguration`: its point size sets the
    /// stand-in's size.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// A symbol's stroke weight, as `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// A symbol's size relative to its point size, as `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

        public let pointSize: CGFloat
        public let weight: Weight
        public let scale: Scale

        public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }
        public init(weight: Weight) { self.init(pointSize: 20, weight: weight) }
        public init(scale: Scale) { self.init(pointSize: 20, scale: scale) }
        public init(textStyle: UIFont.TextStyle) { self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize) }
    }

    public typealias SymbolWeight = SymbolConfiguration.Weight
    public typealias SymbolScale = SymbolConfiguration.Scale

    /// The symbol's grey-disc stand-in at the configuration's point size.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = configuration.map { $0.pointSize * 1.2 } ?? 24
        let picture = CAShapeLayer()
        picture.frame = CGRect(x: 0, y: 0, width: side, height: side)
        picture.path = CGPath(ellipseIn: CGRect(x: side / 12, y: side / 12, width: side * 5 / 6, height: side * 5 / 6), transform: nil)
        picture.fillColor = UIColor.systemGray.cgColor(for: .standard)
        self.init(size: CGSize(width: side, height: side), picture: picture, name: name)
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}
