import HarnessCore
import Pixels
import Scenarios
import Testing

/// The dark stills draw UIKit's dark accents, the values Apple's Human Interface Guidelines give
/// for dark mode (systemBlue 10,132,255, systemGreen 48,209,88, systemPink 255,55,95), and none of
/// the light ones; the light still the reverse.
@Suite struct DarkAccentTests {
    static func count(_ rgb: (UInt8, UInt8, UInt8), in frame: Bitmap) -> Int {
        var found = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                if p.a == 255, p.r == rgb.0, p.g == rgb.1, p.b == rgb.2 { found += 1 }
            }
        }
        return found
    }

    static let accents: [(name: String, light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8))] = [
        ("systemBlue", (0, 122, 255), (10, 132, 255)),
        ("systemGreen", (52, 199, 89), (48, 209, 88)),
        ("systemPink", (255, 45, 85), (255, 55, 95)),
    ]

    @Test(arguments: [("screen-list/iPhone15-dark", true), ("screen-list/iPhone15-light", false)])
    func theListStillDrawsTheAccentsOfItsStyle(id: String, isDark: Bool) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        let frame = try #require(try ScenarioRunner().frames(of: scenario).first).bitmap
        for accent in Self.accents {
            let (wanted, other) = isDark ? (accent.dark, accent.light) : (accent.light, accent.dark)
            // Each accent fills at least an icon (29 pt square at 3x).
            #expect(Self.count(wanted, in: frame) > 2000, "\(id): \(accent.name) \(wanted) is missing")
            #expect(Self.count(other, in: frame) == 0, "\(id): \(accent.name) drawn in the other style's \(other)")
        }
    }
}
