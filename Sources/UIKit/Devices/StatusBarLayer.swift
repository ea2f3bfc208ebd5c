import Foundation
import QuartzCore

/// The status bar drawn simply but recognisably: the time, four signal bars and a battery, in
/// the label colour of the screen's style. On a phone with a sensor housing the time sits left
/// of it and the signal and battery right of it; on a home-button phone the time is centred;
/// right to left, the bar is mirrored, as iOS mirrors it.
final class StatusBarLayer: CALayer {
    init(screen: ScreenDescription, traits: UITraitCollection) {
        super.init()
        let size = screen.screenSize
        frame = CGRect(x: 0, y: 0, width: size.width, height: screen.statusBarHeight)
        name = "statusBar"
        let color = UIColor.label.cgColor(for: traits)
        let isCompact = screen.idiom == .phone && !screen.hasHomeIndicator
        let fontSize: Double = isCompact ? 12 : (screen.idiom == .pad ? 14 : 17)
        let midY = isCompact || screen.idiom == .pad ? frame.height / 2 : frame.height / 2 + 2

        // Where the time and the signal-and-battery group are centred.
        let (timeX, indicatorsX): (Double, Double)
        switch (screen.idiom, isCompact) {
        case (.pad, _): (timeX, indicatorsX) = (44, size.width - 44)
        case (.phone, true): (timeX, indicatorsX) = (size.width / 2, size.width - 36)
        default:
            let earWidth = (size.width - 126) / 2
            (timeX, indicatorsX) = (earWidth / 2 + 6, size.width - earWidth / 2 - 6)
        }
        let mirror = traits.effectiveLayoutDirection == .rightToLeft
        func place(_ layer: CALayer, centerX: Double, width: Double, height: Double) {
            let x = centerX - width / 2
            layer.frame = CGRect(x: mirror ? size.width - x - width : x, y: midY - height / 2, width: width, height: height)
            addSublayer(layer)
        }

        let time = CATextLayer()
        time.string = "9:41"
        (time.fontSize, time.font, time.foregroundColor, time.alignmentMode) = (fontSize, UIFont.boldSystemFont(ofSize: fontSize), color, .center)
        place(time, centerX: timeX, width: 80, height: UIFont(pointSize: fontSize).lineHeight)

        let signal = Self.signalBars(color: color)
        let battery = Self.battery(color: color)
        let gap = 6.0
        let groupWidth = signal.bounds.width + gap + battery.bounds.width
        let signalCenter = indicatorsX - groupWidth / 2 + signal.bounds.width / 2
        let batteryCenter = indicatorsX + groupWidth / 2 - battery.bounds.width / 2
        // A home-button phone shows the signal at the far left instead.
        place(signal, centerX: isCompact ? 6 + signal.bounds.width / 2 : signalCenter,
              width: signal.bounds.width, height: signal.bounds.height)
        place(battery, centerX: batteryCenter, width: battery.bounds.width, height: battery.bounds.height)
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
