import Foundation
import HarnessTesting
import Testing
import UIKit

/// An onboarding screen as apps build one: a scroll-style `UIPageViewController` whose pages are
/// photos-like colour fields with a title card in a `.systemThinMaterial` blur, and the page
/// control UIKit puts under pages the data source counts, on the black the window shows there. The goldens sit in
/// `Goldens/onboarding-pages/`.
@Suite struct OnboardingSnapshotTests {
    final class PageController: UIViewController {
        let colours: [UIColor]
        let heading: String

        init(heading: String, colours: [UIColor]) {
            (self.heading, self.colours) = (heading, colours)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            // Stripes of colour, for the material to blur.
            let stripes = UIStackView(arrangedSubviews: colours.map { colour in
                let stripe = UIView()
                stripe.backgroundColor = colour
                return stripe
            })
            stripes.distribution = .fillEqually
            stripes.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stripes)
            let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            card.layer.cornerRadius = 20
            card.clipsToBounds = true
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let title = UILabel()
            title.text = heading
            title.font = .preferredFont(forTextStyle: .title1)
            title.textAlignment = .center
            title.translatesAutoresizingMaskIntoConstraints = false
            card.contentView.addSubview(title)
            NSLayoutConstraint.activate([
                stripes.topAnchor.constraint(equalTo: view.topAnchor),
                stripes.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stripes.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stripes.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.6),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                card.centerYAnchor.constraint(equalTo: stripes.bottomAnchor, constant: -60),
                card.heightAnchor.constraint(equalToConstant: 120),
                title.centerXAnchor.constraint(equalTo: card.contentView.centerXAnchor),
                title.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
            ])
        }
    }

    final class Onboarding: UIPageViewController, UIPageViewControllerDataSource {
        let pages = [
            PageController(heading: "Welcome", colours: [.systemRed, .systemOrange, .systemYellow, .systemGreen]),
            PageController(heading: "Sync", colours: [.systemTeal, .systemBlue, .systemIndigo]),
            PageController(heading: "Done", colours: [.systemPink, .systemPurple]),
        ]

        init() {
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            // No background of its own, as most apps leave it: the page control's strip under the
            // pages shows the window's black, with the control's white dots on it, as on iOS.
            dataSource = self
            setViewControllers([pages[0]], direction: .forward, animated: false)
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    static let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all

    @Test func pagesWithABlurredTitleCardAndAPageControl() {
        let verdicts = expectGoldenImage(of: Onboarding(), as: .image(on: Self.variants), named: "onboarding-pages")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "onboarding-pages/\($0.name)" })
    }
}
