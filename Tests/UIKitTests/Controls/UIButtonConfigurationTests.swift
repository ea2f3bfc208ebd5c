import Foundation
import Testing
@testable import UIKit

/// Buttons drawn from `UIButton.Configuration`, as iOS 15 and later apps make them.
@Suite struct UIButtonConfigurationTests {
    private func laidOut(_ configuration: UIButton.Configuration, primaryAction: UIAction? = nil) -> UIButton {
        let button = UIButton(configuration: configuration, primaryAction: primaryAction)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    /// The colour the background view shows, resolved in light mode.
    private func backgroundColor(of button: UIButton) -> UIColor? {
        button.subviews.first?.backgroundColor
    }

    @Test func aFilledButtonIsTheTintWithWhiteTextAtTheMediumSize() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = laidOut(configuration)
        let font = UIFont.preferredFont(forTextStyle: .subheadline)
        #expect(button.buttonType == .system)
        #expect(button.titleLabel?.text == "Continue")
        #expect(button.titleLabel?.font == font)
        #expect(button.titleLabel?.textColor == .white)
        #expect(backgroundColor(of: button) == .systemBlue)
        // 7 points above and below the title, 12 at the sides; medium corners.
        #expect(abs(button.bounds.height - (button.titleLabel!.intrinsicContentSize.height + 14)) < 0.001)
        #expect(abs(button.bounds.width - (button.titleLabel!.intrinsicContentSize.width + 24)) < 0.001)
        #expect(button.subviews.first?.layer.cornerRadius == 6)
        #expect(button.titleLabel?.frame.minX == 12)
    }

    @Test func eachStyleHasItsBackgroundAndForeground() {
        func look(_ configuration: UIButton.Configuration) -> (background: UIColor?, foreground: UIColor?) {
            var configuration = configuration
            configuration.title = "Go"
            let button = laidOut(configuration)
            return (backgroundColor(of: button), button.titleLabel?.textColor)
        }
        #expect(look(.plain()) == (nil, .systemBlue))
        #expect(look(.borderless()) == (nil, .systemBlue))
        #expect(look(.gray()) == (.tertiarySystemFill, .systemBlue))
        #expect(look(.bordered()) == (.tertiarySystemFill, .systemBlue))
        #expect(look(.tinted()) == (UIColor.systemBlue.withAlphaComponent(0.15), .systemBlue))
        #expect(look(.borderedTinted()) == (UIColor.systemBlue.withAlphaComponent(0.15), .systemBlue))
        #expect(look(.borderedProminent()) == (.systemBlue, .white))

        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        custom.baseForegroundColor = .black
        #expect(look(custom) == (.systemGreen, .black))
        var own = UIButton.Configuration.tinted()
        own.background.backgroundColor = .systemYellow
        #expect(look(own).background == .systemYellow)
    }

    @Test func cornersFollowTheCornerStyleAndSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.cornerStyle = .capsule
        let capsule = laidOut(configuration)
        #expect(capsule.subviews.first?.layer.cornerRadius == capsule.bounds.height / 2)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(laidOut(configuration).subviews.first?.layer.cornerRadius == 3)
        configuration.cornerStyle = .dynamic
        configuration.buttonSize = .large
        let large = laidOut(configuration)
        #expect(large.subviews.first?.layer.cornerRadius == 12)
        #expect(large.titleLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(abs(large.bounds.height - (large.titleLabel!.intrinsicContentSize.height + 28)) < 0.001)
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        #expect(laidOut(configuration).titleLabel?.frame.minX == 4)
    }

    @Test func theImageSitsOnItsSideWithThePadding() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        let leading = laidOut(configuration)
        let image = try #require(leading.imageView)
        let title = try #require(leading.titleLabel)
        #expect(abs(image.frame.maxX + 8 - title.frame.minX) < 0.001)
        #expect(image.tintColor == .systemBlue)

        configuration.imagePlacement = .trailing
        let trailing = laidOut(configuration)
        #expect(abs(trailing.titleLabel!.frame.maxX + 8 - trailing.imageView!.frame.minX) < 0.001)

        configuration.imagePlacement = .top
        let top = laidOut(configuration)
        #expect(abs(top.imageView!.frame.maxY + 8 - top.titleLabel!.frame.minY) < 0.001)
        #expect(abs(top.imageView!.frame.midX - top.titleLabel!.frame.midX) < 0.001)
    }

    @Test func aSubtitleSitsUnderTheTitle() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 4
        configuration.titleAlignment = .center
        let button = laidOut(configuration)
        let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12 MB" }
        #expect(subtitle != nil)
        #expect(abs((subtitle?.frame.minY ?? 0) - (button.titleLabel!.frame.maxY + 4)) < 0.001)
        #expect(abs((subtitle?.frame.midX ?? 0) - button.bounds.midX) < 0.001)
        #expect(subtitle?.font == .preferredFont(forTextStyle: .caption1))
    }

    @Test func attributedTitlesAndTransformersSetTheFont() {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Bold")
        title.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.attributedTitle = title
        #expect(laidOut(configuration).titleLabel?.font == .systemFont(ofSize: 20, weight: .bold))

        configuration.attributedTitle = nil
        configuration.title = "Heavy"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 22, weight: .heavy)
            outgoing.foregroundColor = .systemYellow
            return outgoing
        }
        let button = laidOut(configuration)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 22, weight: .heavy))
        #expect(button.titleLabel?.textColor == .systemYellow)
    }

    @Test func theUpdateHandlerFollowsTheState() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = laidOut(configuration)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            updated?.baseBackgroundColor = button.isSelected ? .systemGray : nil
            button.configuration = updated
        }
        button.isSelected = true
        #expect(button.titleLabel?.text == "Follow", "the update waits for the next layout")
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Following")
        #expect(backgroundColor(of: button) == .systemGray)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test func thePrimaryActionFillsTheTitleAndRunsOnATap() {
        var taps = 0
        let action = UIAction(title: "Add to Cart", image: UIImage(systemName: "cart")) { _ in taps += 1 }
        let button = laidOut(.borderedProminent(), primaryAction: action)
        #expect(button.configuration?.title == "Add to Cart")
        #expect(button.configuration?.image != nil)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
    }

    @Test func anActivityIndicatorTakesTheImagesPlace() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.showsActivityIndicator = true
        configuration.imagePadding = 6
        let button = laidOut(configuration)
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        #expect(button.imageView?.image == nil)
        #expect(abs((spinner?.frame.maxX ?? 0) + 6 - button.titleLabel!.frame.minX) < 0.001)
    }
}
