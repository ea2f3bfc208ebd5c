import HarnessCore
import Pixels
import Scenarios
import Testing

/// Hairlines as a device draws them: one device pixel, 1 / scale points (Apple's NavBar sample
/// code draws its bar's hairline at 1 / UIScreen.scale; UIKit's separators and bar shadows are
/// the same single pixel on every scale).
@Suite struct HairlineTests {
    /// The lines crossing one column of `frame`, as how many pixels thick each is: runs of rows
    /// no more than a few pixels tall between two stretches of one same colour (a separator across
    /// a row's white, a shadow between a bar and the background is checked separately).
    static func lineThicknesses(in frame: Bitmap, column x: Int) -> [Int] {
        var stretches: [(colour: RGBA, length: Int)] = []
        for y in 0..<frame.height {
            let p = frame[x, y]
            if let last = stretches.last, last.colour == p { stretches[stretches.count - 1].length += 1 } else { stretches.append((p, 1)) }
        }
        var lines: [Int] = []
        var index = 0
        while index < stretches.count {
            guard stretches[index].length > 4 else { index += 1; continue }
            var next = index + 1, thickness = 0
            while next < stretches.count, stretches[next].length <= 4 { thickness += stretches[next].length; next += 1 }
            if thickness > 0, thickness <= 6, next < stretches.count, stretches[next].colour == stretches[index].colour { lines.append(thickness) }
            index = next
        }
        return lines
    }

    @Test(arguments: ["default-push", "screen-list/iPhone15-light", "screen-list/iPhone15-dark"])
    func tableSeparatorsAreOneDevicePixel(id: String) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        let frame = try #require(try ScenarioRunner().frames(of: scenario).first).bitmap
        // Right of the separators' start and the rows' titles, left of the chevrons.
        let x = Int(250 * scenario.scale)
        let runs = Self.lineThicknesses(in: frame, column: x)
        #expect(runs.count >= 3, "\(id): separators found \(runs)")
        #expect(runs.allSatisfy { $0 == 1 }, "\(id): separator thickness in pixels \(runs)")
    }

    /// A bar no navigation controller manages shows its standard appearance, with its shadow.
    @Test(arguments: ["screen-list/iPhone15-light", "screen-list/iPhone15-dark"])
    func theBarsShadowIsOneDevicePixel(id: String) throws {
        let scenario = try #require(Catalog.scenario(id: id))
        let frame = try #require(try ScenarioRunner().frames(of: scenario).first).bitmap
        let scale = scenario.scale, x = Int(250 * scale)
        // Between the bar (which ends 59 + 44 = 103 pt down) and the grouped background below it.
        let (bar, below) = (frame[x, Int(90 * scale)], frame[x, Int(115 * scale)])
        let shadow = (Int(90 * scale)..<Int(115 * scale)).filter { frame[x, $0] != bar && frame[x, $0] != below }
        #expect(shadow.count == 1, "\(id): shadow rows \(shadow)")
    }
}
