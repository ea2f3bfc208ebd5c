import Foundation
import HarnessCore
import Testing
import UIKit

/// What `harness check` says after its summary about symbols drawn as the placeholder.
@Suite struct SymbolPlaceholdersTests {
    @Test func aNameWithoutAStandInIsListedOnceHoweverOftenItIsDrawn() throws {
        for _ in 0..<3 { _ = UIImage(systemName: "cloud.sun.rain.bolt.slash") }
        _ = UIImage(systemName: "gear")
        let summary = try #require(SymbolPlaceholders.summary)
        #expect(summary.components(separatedBy: "cloud.sun.rain.bolt.slash").count == 2, "listed once: \(summary)")
        #expect(!SymbolPlaceholders.names.contains("gear"), "a name with a stand-in is not listed")
        #expect(summary.contains("crossed square"))
    }
}
