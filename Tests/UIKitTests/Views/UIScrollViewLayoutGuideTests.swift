import Foundation
import Testing
@testable import UIKit

/// A scroll view laid out the way iOS 11 and later screens lay one out: content pinned to the
/// content layout guide, its width to the frame layout guide.
@Suite struct UIScrollViewLayoutGuideTests {
    @Test func constraintsOnTheContentGuideSetTheContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let stack = UIStackView(arrangedSubviews: (0..<3).map { _ in
            let card = UIView()
            card.heightAnchor.constraint(equalToConstant: 400).isActive = true
            return card
        })
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == root.bounds)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 16 + 3 * 400 + 2 * 20 + 16))
        #expect(stack.frame == CGRect(x: 16, y: 16, width: 343, height: 1240))
        #expect(scrollView.contentLayoutGuide.layoutFrame.size == scrollView.contentSize)
        #expect(scrollView.frameLayoutGuide.layoutFrame == scrollView.bounds)

        // Scrolled, the content keeps its place in the content's coordinates.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(stack.frame.minY == 16)
        #expect(scrollView.contentSize.height == 1272)
    }
}
