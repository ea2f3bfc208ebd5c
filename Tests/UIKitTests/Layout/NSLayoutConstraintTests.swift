import Foundation
import Testing
import UIKit

/// Views placed by constraints and stacks, as presentation controllers and screens place them.
@Suite struct NSLayoutConstraintTests {
    @Test func constraintsPlaceAViewByItsEdgesCentreAndSizeAtTheNextLayoutPass() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let dimming = UIView()
        dimming.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(dimming)
        NSLayoutConstraint.activate([
            dimming.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            dimming.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            dimming.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            dimming.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(dimming.frame == .zero, "constraints move views when laid out, as in UIKit")
        container.layoutIfNeeded()
        #expect(dimming.frame == CGRect(x: 0, y: 20, width: 300, height: 100))

        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalToConstant: 10),
            badge.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 75, y: 590, width: 150, height: 10))
    }

    @Test func constraintsFollowTheirSuperviewOnLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let fill = UIView()
        fill.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fill)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            fill.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            fill.topAnchor.constraint(equalTo: container.topAnchor),
            fill.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        container.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 10, y: 0, width: 180, height: 400))
    }

    @Test func aStackSharesItsLengthAmongItsViews() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        stack.spacing = 10
        stack.distribution = .fillEqually
        let views = (0..<3).map { _ in UIView() }
        views.forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.width == 100 && $0.frame.height == 40 })
        stack.axis = .vertical
        stack.layoutIfNeeded()
        // Three views of (40 − 2·10) / 3 points, ten apart, with edges rounded to the pixels of
        // the screen (whole points for a view on none), as UIKit rounds them.
        #expect(views.map(\.frame.minY) == [0, 17, 33])
        #expect(views.map(\.frame.height) == [7, 6, 7])
    }
}
