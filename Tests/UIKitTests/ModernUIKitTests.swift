import Testing
import UIKit

/// iOS 14 and later API that current app code is written with: closure actions, list content
/// configurations, scene-based windows and text measuring.
@Suite struct ModernUIKitTests {
    @Test func aButtonsPrimaryActionRunsOnATapWithTheButtonAsSender() {
        var senders: [UIButton] = []
        let button = UIButton(primaryAction: UIAction(title: "Play", image: UIImage(systemName: "play.fill")) { action in
            if let button = action.sender as? UIButton { senders.append(button) }
        })
        #expect(button.title(for: .normal) == "Play")
        let clock = onClock { button.playTap() }
        clock.advance(to: 0.2)
        #expect(senders.count == 1 && senders.first === button)
    }

    @Test func actionsRunForTheirEventsInOrderAndCanBeTakenOff() {
        let control = UIControl()
        var log: [String] = []
        let first = UIAction(identifier: UIAction.Identifier("first")) { _ in log.append("first") }
        control.addAction(first, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("second") }, for: [.valueChanged, .touchUpInside])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first", "second", "second"])
        control.removeAction(identifiedBy: UIAction.Identifier("first"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.last == "second" && log.count == 4)
        // An action with an identifier already there for the same events replaces it.
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in log.append("old") }, for: .editingChanged)
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in log.append("new") }, for: .editingChanged)
        control.sendActions(for: .editingChanged)
        #expect(log.suffix(1) == ["new"] && log.count == 5)
    }

    @Test func aListConfigurationFillsTheCellsLabelsAndImage() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.image = UIImage(systemName: "tray")
        content.textProperties.color = .systemBlue
        cell.contentConfiguration = content
        #expect(cell.textLabel?.text == "Inbox")
        #expect(cell.detailTextLabel?.text == "3 unread")
        #expect(cell.textLabel?.textColor == .systemBlue)
        #expect(cell.imageView?.image != nil)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
    }

    @Test func aSceneWindowFillsTheScreen() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene != nil)
        let window = UIWindow(windowScene: scene!)
        #expect(window.bounds == UIScreen.main.bounds)
    }

    @Test func boundingRectsWrapToTheWidthOnlyWithLineFragmentOrigin() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let text = "A line of text long enough to wrap"
        let oneLine = text.size(withAttributes: attributes)
        let unwrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(unwrapped.size == oneLine)
        let wrapped = (text as NSString).boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                                        attributes: attributes, context: nil)
        // The rectangle the lines use: no wider than the width, several lines tall, and as a
        // label with no line limit sets the same text.
        #expect(wrapped.width <= 100 && wrapped.width > 50)
        #expect(wrapped.height > 2 * oneLine.height)
        let label = UILabel(text: text)
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        #expect(wrapped.size == label.sizeThatFits(CGSize(width: 100, height: 0)))
        let capped = text.boundingRect(with: CGSize(width: 100, height: 30), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(capped.height == 30)
    }

    @Test func mainQueueWorkItemsRunOnTheVirtualClockUnlessCancelled() {
        /// Work items are `@Sendable`; the clock runs them on this test's thread.
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        var replaced: DispatchWorkItem?
        let clock = onClock {
            replaced = DispatchWorkItem { log.entries.append("replaced") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: replaced!)
            let debounced = DispatchWorkItem { log.entries.append("at \(CACurrentMediaTime())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500), execute: debounced)
            DispatchQueue.main.async(execute: DispatchWorkItem { log.entries.append("next step") })
        }
        clock.run { replaced?.cancel() }
        clock.advance(to: 1)
        #expect(log.entries == ["next step", "at 0.5"])
    }

    @Test func croppingAnImageKeepsThePixelsInsideTheRectangle() {
        // 3×2 pixels, each a different red level.
        let pixels: [UInt8] = (0..<6).flatMap { level -> [UInt8] in [UInt8(level * 40), 0, 0, 255] }
        let image = UIImage(width: 3, height: 2, rgba: pixels)
        let cropped = image.cgImage?.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2))
        guard case let .pixels(width, height, rgba)? = cropped?.content else {
            Issue.record("cropping gave no pixels")
            return
        }
        #expect(width == 2 && height == 2)
        #expect(stride(from: 0, to: rgba.count, by: 4).map { rgba[$0] } == [40, 80, 160, 200])
        #expect(image.cgImage?.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil, "outside the image")
    }

    @Test func systemColoursFollowTheInterfaceStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemGray5.resolvedColor(with: dark) != UIColor.systemGray5.resolvedColor(with: light))
        #expect(UIColor.tertiarySystemFill.resolvedColor(with: dark) != UIColor.tertiarySystemFill.resolvedColor(with: light))
    }

    @Test func anImageViewPlaysItsFramesOnTheClockAndShowsItsImageAgainAfter() {
        let frames = (0..<4).map { UIImage(width: 1, height: 1, rgba: [UInt8($0 * 60), 0, 0, 255]) }
        let still = UIImage(width: 1, height: 1, rgba: [0, 0, 255, 255])
        let view = UIImageView(image: still)
        view.animationImages = frames
        view.animationDuration = 0.4
        view.animationRepeatCount = 2
        let clock = onClock { view.startAnimating() }
        #expect(view.isAnimating && view.layer.contents as? CGImage === frames[0].cgImage && view.image === still)
        clock.advance(to: 0.25)
        #expect(view.layer.contents as? CGImage === frames[2].cgImage, "a frame every 0.1 s")
        clock.advance(to: 0.55)
        #expect(view.layer.contents as? CGImage === frames[1].cgImage, "the second pass")
        clock.advance(to: 0.85)
        #expect(!view.isAnimating && view.layer.contents as? CGImage === still.cgImage, "two passes, then the image again")
    }

    @Test func aStepperStepsWithinItsRangeAndSendsValueChanged() {
        let stepper = UIStepper()
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.step(up: true)
        stepper.step(up: true)
        stepper.step(up: true)
        #expect(stepper.value == 2 && changes == 2, "held at the maximum")
        stepper.wraps = true
        stepper.step(up: true)
        #expect(stepper.value == 0 && changes == 3)
    }
}
