import Foundation
import Testing
import UIKit

/// `UILabel` as UIKit sets its text.
@Suite struct UILabelTests {
    @Test func aLabelGivenNoFontGoesBackToTheSystemFont() {
        let label = UILabel()
        label.font = UIFont(name: "Avenir-Heavy", size: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }
}
