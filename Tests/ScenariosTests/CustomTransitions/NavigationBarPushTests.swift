import CairoRenderer
import Foundation
import Pixels
import Scenarios
import Testing
import UIKit

/// What a user sees of the navigation bar during UIKit's default push: the bar stays put, the
/// titles move with the push, the back chevron comes in, and the pushed view's edge casts a shadow.
@Suite("Navigation bar during the default push")
struct NavigationBarPushTests {
    static let run = TransitionRun(id: "default-push")
    static var times: [Double] { run.transitionCase.scenario.sampleTimes }
    static let width = Int(Scenario.iPhoneScreen.width)
    /// Pixels per point of the frames; positions below are in points.
    static let scale = Int(run.transitionCase.scenario.scale)

    /// The pixel at (`x`, `y`) in points.
    static func at(_ frame: Bitmap, _ x: Int, _ y: Int) -> RGBA { frame[x * scale, y * scale] }
    /// The bar's band under the status bar, where titles and the back button are drawn.
    static let titleBand = 20..<64

    /// Columns of grey ink (the titles, even half faded; not the blue back title) in the bar's band, within `columns`.
    static func titleInk(_ frame: Bitmap, columns: Range<Int>) -> [Int] {
        columns.filter { x in
            titleBand.contains { y in
                let p = at(frame, x, y)
                return Int(p.g) < 190 && abs(Int(p.r) - Int(p.b)) < 25
            }
        }
    }

    static func channelChange(_ a: RGBA, _ b: RGBA) -> Int {
        let red = abs(Int(a.r) - Int(b.r)), green = abs(Int(a.g) - Int(b.g)), blue = abs(Int(a.b) - Int(b.b))
        return max(red, green, blue)
    }

    static func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(values.count, 1)) }

    @Test("at the scroll edge the bar draws no band of its own: its rows show the screens' background at either end")
    func barIsTransparentAtTheScrollEdge() {
        // Apple's scrollEdgeAppearance (iOS 15 and later): with nothing scrolled under it, the bar
        // is transparent and has no shadow. Both screens rest at their scroll edge.
        let frames = Self.run.frames
        for frame in [frames[0], frames[Self.times.count - 1]] {
            let background = Self.at(frame, 2, 340)
            for y in [22, 40, 60] {
                for x in [2, Self.width - 2] {
                    #expect(Self.at(frame, x, y) == background, "bar pixel (\(x), \(y))")
                }
            }
        }
    }

    /// The frame at 0.1 s, when UIKit's curve 7 is 55 % of the way, and that progress.
    static func halfWay() throws -> (frame: Bitmap, progress: Double) {
        let index = try #require(times.firstIndex { abs($0 - 0.1) < 1e-9 })
        return (run.frames[index], Spring.systemCurve.value(at: 0.1))
    }

    @Test("half way through, the new title has come half the way in from the right; no hairline at the scroll edge")
    func titlesFollowTheProgress() throws {
        let (frame, progress) = try Self.halfWay()
        let centre = Double(Self.width) / 2
        // The new title is centred at rest and starts half a bar to the right.
        let incoming = Self.mean(Self.titleInk(frame, columns: Int(centre) + 20..<Self.width))
        let incomingExpected: Double = centre + centre * (1 - progress)
        #expect(abs(incoming - incomingExpected) < 8, "incoming title centred at \(incoming), expected \(incomingExpected)")
        // At the scroll edge the bar has no shadow: the rows below the large title's band, beside
        // where the pushed view's edge will be, are one colour.
        let column = (60..<125).map { Self.at(Self.run.frames[0], 180, $0) }
        #expect(Set(column.map { [$0.r, $0.g, $0.b] }).count == 1, "a hairline below the bar at the scroll edge")
        // Before, Settings' large title starts at the leading margin below the bar's 44 points;
        // after, Wi-Fi's title is centred in them.
        let large = (0..<Self.width).first { x in (64..<116).contains { y in Self.at(Self.run.frames[0], x, y).g < 100 } }
        #expect(large.map { (16...20).contains($0) } == true, "large title starts at \(String(describing: large))")
        let settled = Self.mean(Self.titleInk(Self.run.frames[Self.times.count - 1], columns: 0..<Self.width))
        #expect(abs(settled - centre) < 6, "title centred at \(settled)")
    }

    @Test("the back chevron is absent before the push and drawn in the tint after it")
    func backChevronComesIn() {
        func blue(_ frame: Bitmap) -> Int {
            let pixels: [RGBA] = (8..<22).flatMap { x in (31..<53).map { y in Self.at(frame, x, y) } }
            return pixels.filter { Int($0.b) - Int($0.r) > 100 }.count
        }
        #expect(blue(Self.run.frames[0]) == 0)
        #expect(blue(Self.run.frames[Self.times.count - 1]) > 20)
    }

    @Test("the pushed view casts a soft shadow left of its leading edge, not a hard step")
    func leadingEdgeShadow() throws {
        let (frame, progress) = try Self.halfWay()
        let edge = Int((Double(Self.width) * (1 - progress)).rounded())
        // A row of the grouped background below the buttons, beside the dimmed view beneath.
        let y = 645
        let far = Self.at(frame, edge - 30, y), near = Self.at(frame, edge - 2, y)
        #expect(Int(far.g) - Int(near.g) >= 3, "shadow beside the edge: \(far) → \(near)")
    }
}
