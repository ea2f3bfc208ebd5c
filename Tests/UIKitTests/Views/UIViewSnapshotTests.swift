import Foundation
import Testing
import UIKit

/// `snapshotView(afterScreenUpdates:)` as UIKit takes it.
@Suite struct UIViewSnapshotTests {
    @Test func aSnapshotKeepsTheLookOfTheMomentItWasTaken() throws {
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = .red
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        card.backgroundColor = .blue
        #expect(snapshot.frame == card.frame)
        guard case .picture(let picture)? = (snapshot as? UIImageView)?.image?.cgImage?.content else {
            Issue.record("the snapshot shows no picture")
            return
        }
        #expect((picture as! CALayer).sublayers?.first?.backgroundColor == UIColor.red.cgColor)
    }
}
