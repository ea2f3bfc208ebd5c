import Foundation
import QuartzCore

/// The status bar drawn simply but recognisably: the time, four signal bars, the Wi-Fi fan and a
/// battery, in the label colour of the screen's style, laid out as iOS 17 lays each kind of
/// device out. On a phone with a sensor housing the time sits left of it and the signal, Wi-Fi
/// and battery right of it; on a home-button phone the signal and Wi-Fi are at the left, the time
/// centred and the battery at the right; on an iPad the time is at the left and the rest at the
/// right. Right to left, the bar is mirrored, as iOS mirrors it.
final class StatusBarLayer: CALayer {
    /// The space between two glyphs of a group.
    static let gap = 5.0

    init(screen: ScreenDescription, traits: UITraitCollection) {
        super.init()
        let size = screen.screenSize
        frame = CGRect(x: 0, y: 0, width: size.width, height: screen.statusBarHeight)
        name = "statusBar"
        let color = UIColor.label.cgColor(for: traits)
        let isCompact = screen.idiom == .phone && !screen.hasHomeIndicator
        let fontSize: Double = isCompact ? 12 : (screen.idiom == .pad ? 14 : 17)
        let midY = isCompact || screen.idiom == .pad ? frame.height / 2 : frame.height / 2 + 2

        // Where the time and the indicators' group are centred.
        let (timeX, indicatorsX): (Double, Double)
        switch (screen.idiom, isCompact) {
        case (.pad, _): (timeX, indicatorsX) = (44, size.width - 44)
        case (.phone, true): (timeX, indicatorsX) = (size.width / 2, size.width - 36)
        default:
            let earWidth = (size.width - 126) / 2
            (timeX, indicatorsX) = (earWidth / 2 + 6, size.width - earWidth / 2 - 6)
        }
        let mirror = traits.effectiveLayoutDirection == .rightToLeft
        /// Lays `glyphs` out side by side from `minX`, centred on the bar's line.
        func row(_ glyphs: [CALayer], from minX: Double) {
            var x = minX
            for glyph in glyphs {
                let (width, height) = (glyph.bounds.width, glyph.bounds.height)
                glyph.frame = CGRect(x: mirror ? size.width - x - width : x, y: midY - height / 2, width: width, height: height)
                addSublayer(glyph)
                x += width + Self.gap
            }
        }
        func width(_ glyphs: [CALayer]) -> Double { glyphs.map(\.bounds.width).reduce(0, +) + Self.gap * Double(glyphs.count - 1) }

        let time = CATextLayer()
        time.string = "9:41"
        (time.fontSize, time.font, time.foregroundColor, time.alignmentMode) = (fontSize, UIFont.boldSystemFont(ofSize: fontSize), color, .center)
        time.bounds = CGRect(x: 0, y: 0, width: 80, height: UIFont(pointSize: fontSize).lineHeight)
        row([time], from: timeX - 40)

        let (signal, wifi, battery) = (Self.signalBars(color: color), Self.wifi(color: color), Self.battery(color: color))
        if isCompact {
            // A home-button phone shows the signal and Wi-Fi at the far left instead.
            row([signal, wifi], from: 6)
            row([battery], from: indicatorsX - battery.bounds.width / 2)
        } else {
            let group = [signal, wifi, battery]
            row(group, from: indicatorsX - width(group) / 2)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Four bars rising left to right, bottom-aligned.
    private static func signalBars(color: CGColor) -> CALayer {
        let group = CALayer()
        group.bounds = CGRect(x: 0, y: 0, width: 17, height: 11)
        for (index, height) in [4.0, 6, 8.5, 11].enumerated() {
            let bar = CALayer()
            bar.frame = CGRect(x: Double(index) * 4.5, y: 11 - height, width: 3, height: height)
            bar.backgroundColor = color
            bar.cornerRadius = 1
            group.addSublayer(bar)
        }
        return group
    }

    /// The Wi-Fi fan: a wedge and two bands around it, opening upward over a quarter turn,
    /// 15.6 × 11 points.
    private static func wifi(color: CGColor) -> CALayer {
        let fan = CAShapeLayer()
        fan.bounds = CGRect(x: 0, y: 0, width: 15.6, height: 11)
        let center = CGPoint(x: 7.8, y: 11)
        let (left, right) = (-0.75 * Double.pi, -0.25 * Double.pi)
        var path = BezierPath()
        for (inner, outer) in [(0.0, 3.4), (4.8, 7.2), (8.6, 11)] {
            path.move(to: CGPoint(x: center.x + inner * cos(left), y: center.y + inner * sin(left)))
            path.addArc(withCenter: center, radius: outer, startAngle: left, endAngle: right, clockwise: true)
            if inner > 0 { path.addArc(withCenter: center, radius: inner, startAngle: right, endAngle: left, clockwise: false) }
            path.close()
        }
        fan.pathElements = path
        fan.fillColor = color
        return fan
    }

    /// A rounded outline, the charge inside it and the terminal cap on its right.
    private static func battery(color: CGColor) -> CALayer {
        let group = CALayer()
        group.bounds = CGRect(x: 0, y: 0, width: 27, height: 12)
        let body = CALayer()
        body.frame = CGRect(x: 0, y: 0, width: 25, height: 12)
        (body.cornerRadius, body.borderWidth, body.borderColor) = (3.5, 1, color.copy(alpha: 0.4))
        let charge = CALayer()
        charge.frame = CGRect(x: 2, y: 2, width: 21, height: 8)
        (charge.cornerRadius, charge.backgroundColor) = (2, color)
        let cap = CALayer()
        cap.frame = CGRect(x: 25.5, y: 4, width: 1.5, height: 4)
        (cap.cornerRadius, cap.backgroundColor) = (0.75, color.copy(alpha: 0.4))
        for part in [body, charge, cap] { group.addSublayer(part) }
        return group
    }
}
