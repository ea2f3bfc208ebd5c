import Testing
import UIKit

/// The Auto Layout animation idiom: change a constraint, then lay out inside an animation block.
@Suite struct NSLayoutConstraintAnimationTests {
    @Test func aConstraintChangeLaidOutInABlockAnimatesTheFrame() {
        let root = UIViewController()
        let card = UIView()
        var width: NSLayoutConstraint!
        var top: NSLayoutConstraint!
        let clock = onClock {
            let window = showInWindow(root)
            _ = window
            card.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(card)
            width = card.widthAnchor.constraint(equalToConstant: 100)
            top = card.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50)
            NSLayoutConstraint.activate([
                width, top,
                card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
                card.heightAnchor.constraint(equalToConstant: 80),
            ])
            root.view.layoutIfNeeded()
        }
        #expect(card.frame == CGRect(x: 20, y: 50, width: 100, height: 80))
        clock.run {
            width.constant = 200
            top.constant = 150
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                root.view.layoutIfNeeded()
            })
        }
        #expect(card.frame == CGRect(x: 20, y: 150, width: 200, height: 80), "the model is laid out at once")
        clock.advance(to: 0.5)
        let shown = card.layer.presentation()!
        #expect(abs(shown.bounds.width - 150) < 1e-9)
        #expect(abs(shown.position.y - (100 + 40)) < 1e-9, "the centre moves from 90 to 190")
    }
}
