import UIKit

/// Stand-ins for the source articles' photos: a diagonal band of colour, a sun and a large number, so
/// a viewer can tell which picture is which in every frame of a transition.
enum ProceduralPhoto {
    static func make(number: Int, tint: UIColor, size: CGSize) -> UIImage {
        let picture = CALayer()
        picture.frame = CGRect(origin: .zero, size: size)
        picture.backgroundColor = tint.cgColor
        let band = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: size.height * 0.7))
        path.addLine(to: CGPoint(x: size.width, y: size.height * 0.35))
        path.addLine(to: CGPoint(x: size.width, y: size.height))
        path.addLine(to: CGPoint(x: 0, y: size.height))
        path.close()
        band.path = path.cgPath
        band.fillColor = UIColor(white: 0, alpha: 0.25).cgColor
        picture.addSublayer(band)
        let sun = CAShapeLayer()
        sun.path = UIBezierPath(ovalIn: CGRect(x: size.width * 0.62, y: size.height * 0.12, width: size.width * 0.22, height: size.width * 0.22)).cgPath
        sun.fillColor = UIColor(red: 1, green: 0.92, blue: 0.4, alpha: 1).cgColor
        picture.addSublayer(sun)
        let label = CATextLayer()
        label.frame = CGRect(x: size.width * 0.1, y: size.height * 0.2, width: size.width * 0.8, height: size.height * 0.45)
        label.string = "\(number)"
        // Two digits in a smaller size, so they keep inside the photo.
        label.fontSize = size.height * (number < 10 ? 0.4 : 0.3)
        label.font = UIFont.boldSystemFont(ofSize: label.fontSize)
        label.foregroundColor = UIColor.white.cgColor
        picture.addSublayer(label)
        return UIImage(size: size, picture: picture, name: "photo \(number)")
    }
}
