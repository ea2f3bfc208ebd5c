import Foundation
import Testing
import UIKit

/// The small controls demo screens put on the views being transitioned, drawn as iOS shows them.
@Suite struct StandardControlsTests {
    @Test func theActivityIndicatorShowsTwelveSpokesOnlyWhileAnimating() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden, "hidden while stopped")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let wheel = spinner.layer.presentation()!.sublayers![0]
        #expect(wheel.sublayers?.count == 12)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func theProgressFillFollowsTheProgress() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        bar.progress = 0.25
        #expect(bar.subviews[0].frame.width == 50)
        bar.progress = 2
        #expect(bar.subviews[0].frame.width == 200, "clamped to the track")
    }

    @Test func theSwitchIsGreenWithItsKnobRightWhenOn() {
        let toggle = UISwitch()
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        let knob = toggle.subviews[0]
        #expect(knob.frame.minX == 2)
        toggle.isOn = true
        #expect(toggle.backgroundColor == .systemGreen)
        #expect(knob.frame.maxX == 49)
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
