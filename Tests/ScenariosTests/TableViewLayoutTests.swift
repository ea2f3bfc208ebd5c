import CairoRenderer
import Foundation
import Pixels
import Scenarios
import Testing
import UIKit

/// Rows and separators as a user sees them on the Settings-like list.
@Suite("Table view layout")
struct TableViewLayoutTests {
    static let size = Scenario.iPhoneScreen
    static let frame: Bitmap = {
        let screen = ListScreen.make(title: "Settings", tint: Palette.blue, size: size, rows: 8)
        return Renderer(scale: 1).render(screen.layer.presentationTree(), size: size)
    }()

    static func isSeparator(_ p: RGBA) -> Bool { p.r == 0xC6 && p.g == 0xC6 && p.b == 0xC8 }

    @Test("rows are 44 points apart")
    func rowHeight() {
        let x = 300
        let rows = (0..<Int(Self.size.height)).filter { Self.isSeparator(Self.frame[x, $0]) }
        let gaps = zip(rows.dropFirst(), rows).map { $0 - $1 }
        #expect(!gaps.isEmpty)
        // Inside a section separators are 44 apart; between sections the gap is the section band.
        #expect(gaps.filter { $0 != 44 }.count <= 1, "separator rows \(rows)")
    }

    @Test("separators start at the text, right of the 29-point icon, inside the 16-point inset section")
    func separatorInset() throws {
        let y = try #require((0..<Int(Self.size.height)).first { Self.isSeparator(Self.frame[300, $0]) })
        let start = try #require((0..<Int(Self.size.width)).first { Self.isSeparator(Self.frame[$0, y]) })
        #expect(start == 16 + 16 + 29 + 16)
        // The section's white ends 16 points before the screen's trailing edge.
        #expect(Self.frame[Int(Self.size.width) - 17, y - 10] == .white)
        #expect(Self.frame[Int(Self.size.width) - 15, y - 10] != .white)
    }
}
