import Foundation
import QuartzCore

extension AssetCatalog.Contents {
    /// A colour set's colour as Xcode writes it: a colour space and components, each a float in
    /// 0…1 ("0.502"), an 8-bit integer ("128") or hexadecimal ("0x80"), as Xcode's colour panel
    /// offers them. Display P3 is converted to sRGB (and clipped to it, as `UIColor` holds sRGB);
    /// a grey space gives its `white` to all three channels.
    struct ColorValue: Decodable {
        var colorSpace: String?
        var components: [String: Component]?

        enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components }

        /// A component as a string (what Xcode writes) or a number.
        struct Component: Decodable {
            var text: String
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self.text = text } else { text = String(try container.decode(Double.self)) }
            }

            /// The value in 0…1; `isAlpha` reads a bare integer 0 or 1 as itself, since Xcode
            /// writes alpha as a fraction in every format.
            func value(isAlpha: Bool) -> Double? {
                let text = text.trimmingCharacters(in: .whitespaces)
                if text.lowercased().hasPrefix("0x") { return UInt32(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                guard let number = Double(text) else { return nil }
                if text.contains(".") || text.contains("e") { return number }
                return isAlpha && number <= 1 ? number : number / 255
            }
        }

        /// The straight sRGB components, or nil when the set is malformed.
        var srgb: SIMD4<Double>? {
            guard let components else { return nil }
            func read(_ key: String) -> Double? { components[key]?.value(isAlpha: key == "alpha") }
            let alpha = read("alpha") ?? 1
            let space = colorSpace ?? "srgb"
            if let white = read("white") {
                let value = space.contains("linear") ? Self.encode(white) : white
                return SIMD4(value, value, value, alpha).clamped(lowerBound: .zero, upperBound: .one)
            }
            guard let red = read("red"), let green = read("green"), let blue = read("blue") else { return nil }
            var rgb = SIMD3(red, green, blue)
            if space.contains("display-p3") {
                rgb = Self.displayP3ToSRGB(rgb)
            } else if space.contains("linear") {
                rgb = SIMD3(Self.encode(rgb.x), Self.encode(rgb.y), Self.encode(rgb.z))
            }
            return SIMD4(rgb.x, rgb.y, rgb.z, alpha).clamped(lowerBound: .zero, upperBound: .one)
        }

        /// Display P3 and sRGB share their transfer curve and white point: decode, change
        /// primaries (the matrix from P3's to sRGB's, both D65), encode.
        static func displayP3ToSRGB(_ p3: SIMD3<Double>) -> SIMD3<Double> {
            let r = decode(p3.x), g = decode(p3.y), b = decode(p3.z)
            return SIMD3(encode(1.2249401 * r - 0.2249404 * g),
                         encode(-0.0420569 * r + 1.0420571 * g),
                         encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        }

        /// The sRGB transfer function and its inverse, odd-extended below zero.
        static func decode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -linear : linear
        }

        static func encode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -encoded : encoded
        }
    }
}
