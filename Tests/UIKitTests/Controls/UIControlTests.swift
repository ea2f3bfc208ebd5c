import Foundation
import Testing
import UIKit

/// Controls as custom buttons subclass them: the highlight a press animates, the tracking calls.
@Suite struct UIControlTests {
    final class BounceButton: UIButton {
        var highlights: [Bool] = []
        override var isHighlighted: Bool {
            didSet {
                highlights.append(isHighlighted)
                UIView.animate(withDuration: 0.1) {
                    self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.9, y: 0.9) : .identity
                }
            }
        }
    }

    final class Knob: UIControl {
        var tracked: [String] = []
        var value = 0
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            tracked.append("begin")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            tracked.append("end")
            value += 1
            sendActions(for: .valueChanged)
        }
    }

    final class Target {
        var taps = 0, changes = 0
        func tapped() { taps += 1 }
        func changed(_ knob: Knob) { changes = knob.value }
    }

    @Test func aPlayedTapHighlightsTracksAndSendsTheControlsActions() {
        let button = BounceButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let target = Target()
        button.addTarget(target, action: Selector("tapped", Target.tapped), for: .touchUpInside)
        knob.addTarget(target, action: Selector("changed(_:)", Target.changed(_:)), for: .valueChanged)
        let clock = onClock {
            button.playTap()
            knob.playTap()
        }
        clock.advance(to: 0.05)
        #expect(button.isHighlighted && button.state == .highlighted && target.taps == 0)
        // Half way through the press-down animation.
        #expect(abs((button.layer.presentation()?.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 0.95) < 1e-6)
        clock.advance(to: 0.3)
        #expect(button.highlights == [true, false] && target.taps == 1)
        #expect(knob.tracked == ["begin", "end"] && target.changes == 1)
        button.isEnabled = false
        clock.run { button.playTap() }
        clock.advance(to: 1)
        #expect(target.taps == 1 && button.state == .disabled)
    }

    /// Controls as custom buttons subclass them: the highlight a press animates, the tracking calls.

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
}
