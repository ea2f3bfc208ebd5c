import Foundation
import QuartzCore

/// SVG path data (the `d` of a `<path>`) as a `BezierPath`: every command of SVG 1.1 (`M L H V C S
/// Q T A Z`, absolute and relative, with implicit repeats), numbers as SVG writes them compactly
/// (`6.87.64` is two numbers, `-` starts a new one, arc flags may be packed as `011`), and each
/// elliptical arc turned into cubic curves of at most a quarter turn, as SVG's implementation notes
/// (appendix F.6) convert the endpoint form to the centre form. Malformed data ends the path at
/// the last whole command, as a browser draws "up to the error".
///
///     let check = SVGPathData.path("M229.66,77.66l-128,128a8,8,0,0,1-11.32,0l-56-56")
package enum SVGPathData {
    package static func path(_ data: String) -> BezierPath {
        var scanner = Scanner(Array(data.utf8))
        var path = BezierPath()
        var current = CGPoint.zero, start = CGPoint.zero
        // The reflected control point for S and T: the previous command's last control point.
        var lastCubicControl: CGPoint?, lastQuadControl: CGPoint?
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { break }
            if isCommand(next) {
                command = next
                scanner.advance()
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break   // numbers with no command to repeat
            }
            let relative = command >= UInt8(ascii: "a")
            let origin = relative ? current : .zero
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return CGPoint(x: origin.x + x, y: origin.y + y)
            }
            var cubicControl: CGPoint?, quadControl: CGPoint?
            switch command | 0x20 {   // lower case
            case UInt8(ascii: "m"):
                guard let to = point() else { return path }
                path.move(to: to)
                (current, start) = (to, to)
                // Further pairs after a move are lines.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                guard let to = point() else { return path }
                path.addLine(to: to)
                current = to
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return path }
                current = CGPoint(x: origin.x + x, y: current.y)
                path.addLine(to: current)
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return path }
                current = CGPoint(x: current.x, y: origin.y + y)
                path.addLine(to: current)
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let to = point() else { return path }
                path.addCurve(to: to, controlPoint1: c1, controlPoint2: c2)
                (current, cubicControl) = (to, c2)
            case UInt8(ascii: "s"):
                guard let c2 = point(), let to = point() else { return path }
                let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                path.addCurve(to: to, controlPoint1: c1, controlPoint2: c2)
                (current, cubicControl) = (to, c2)
            case UInt8(ascii: "q"):
                guard let control = point(), let to = point() else { return path }
                path.addQuadCurve(to: to, controlPoint: control)
                (current, quadControl) = (to, control)
            case UInt8(ascii: "t"):
                guard let to = point() else { return path }
                let control = lastQuadControl.map { current * 2 - $0 } ?? current
                path.addQuadCurve(to: to, controlPoint: control)
                (current, quadControl) = (to, control)
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let to = point() else { return path }
                addArc(to: &path, from: current, to: to, radii: CGSize(width: rx, height: ry), rotation: rotation,
                       largeArc: large, sweep: sweep)
                current = to
            case UInt8(ascii: "z"):
                path.close()
                current = start
            default:
                return path
            }
            (lastCubicControl, lastQuadControl) = (cubicControl, quadControl)
        }
        return path
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    /// An elliptical arc from `from` to `to`, in SVG's endpoint form, as cubic curves.
    static func addArc(to path: inout BezierPath, from: CGPoint, to: CGPoint, radii: CGSize, rotation degrees: Double,
                       largeArc: Bool, sweep: Bool) {
        guard from != to else { return }
        var (rx, ry) = (abs(radii.width), abs(radii.height))
        guard rx > 0, ry > 0 else { return path.addLine(to: to) }
        let phi = degrees * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        // F.6.5: the midpoint in the ellipse's axes.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6: radii too small to reach are scaled up until they just do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi } else if sweep, delta < 0 { delta += 2 * .pi }
        // Cubic curves of at most a quarter turn each, on the unit circle mapped onto the ellipse.
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: center.x + rx * x * cosPhi - ry * y * sinPhi, y: center.y + rx * x * sinPhi + ry * y * cosPhi)
        }
        var theta = theta1
        for segment in 0..<segments {
            let next = theta + step
            let (c0, s0, c1, s1) = (cos(theta), sin(theta), cos(next), sin(next))
            // The last point is the arc's own end, so rounding never leaves a gap before what follows.
            let end = segment == segments - 1 ? to : onEllipse(c1, s1)
            path.addCurve(to: end, controlPoint1: onEllipse(c0 - k * s0, s0 + k * c0), controlPoint2: onEllipse(c1 + k * s1, s1 - k * c1))
            theta = next
        }
    }

    /// Reads SVG's numbers and flags from path data.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func advance() { index += 1 }

        mutating func skipSeparators() {
            while let byte = peek, byte == UInt8(ascii: ",") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        /// A number: sign, digits, at most one point, an exponent; nil when none comes next.
        mutating func number() -> Double? {
            skipSeparators()
            let begin = index
            if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
            var digits = false, point = false
            while let byte = peek {
                if byte >= 0x30 && byte <= 0x39 { digits = true } else if byte == UInt8(ascii: "."), !point { point = true } else { break }
                advance()
            }
            if digits, let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let mark = index
                advance()
                if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
                var exponent = false
                while let byte = peek, byte >= 0x30 && byte <= 0x39 { exponent = true; advance() }
                if !exponent { index = mark }
            }
            guard digits else { index = begin; return nil }
            return Double(String(decoding: bytes[begin..<index], as: UTF8.self))
        }

        /// An arc flag: one `0` or `1`, which may touch what follows (`a1 1 0 011 1`).
        mutating func flag() -> Bool? {
            skipSeparators()
            guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
            advance()
            return byte == UInt8(ascii: "1")
        }
    }
}
