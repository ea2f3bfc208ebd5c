import Foundation
import Testing
import UIKit

/// Names older SDKs used, as ported code still spells them.
@Suite struct LegacyNamesTests {
    @Test func olderSDKNamesStillMeanWhatTheyMeant() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.repeatCount = HUGE
        #expect(pulse.repeatCount >= .greatestFiniteMagnitude)
        #expect(UIDeviceOrientationIsPortrait(.portrait) && !UIInterfaceOrientationIsLandscape(.portrait))
        #expect(UIOffsetMake(2, 3) == UIOffset(horizontal: 2, vertical: 3))
        #expect(Double(NSEC_PER_SEC) * 0.5 == 500_000_000)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}
