import TransitionKit

/// Stand-ins for the source articles' photos: a diagonal band of colour, a sun and a large number, so
/// a viewer can tell which picture is which in every frame of a transition.
enum ProceduralPhoto {
    static func make(number: Int, tint: Color, size: Size) -> Image {
        let picture = Layer()
        picture.frame = Rect(origin: .zero, size: size)
        picture.backgroundColor = tint
        let band = ShapeLayer()
        var path = BezierPath()
        path.move(to: Point(x: 0, y: size.height * 0.7))
        path.addLine(to: Point(x: size.width, y: size.height * 0.35))
        path.addLine(to: Point(x: size.width, y: size.height))
        path.addLine(to: Point(x: 0, y: size.height))
        path.close()
        band.path = path
        band.fillColor = Color(white: 0, alpha: 0.25)
        picture.addSublayer(band)
        let sun = ShapeLayer()
        sun.path = BezierPath(ovalIn: Rect(x: size.width * 0.62, y: size.height * 0.12, width: size.width * 0.22, height: size.width * 0.22))
        sun.fillColor = Color(red: 1, green: 0.92, blue: 0.4)
        picture.addSublayer(sun)
        let label = TextLayer()
        label.frame = Rect(x: size.width * 0.1, y: size.height * 0.2, width: size.width * 0.8, height: size.height * 0.45)
        label.string = "\(number)"
        // Two digits in a smaller size, so they keep inside the photo.
        label.fontSize = size.height * (number < 10 ? 0.4 : 0.3)
        label.isBold = true
        label.foregroundColor = .white
        picture.addSublayer(label)
        return Image(size: size, picture: picture, name: "photo \(number)")
    }
}
