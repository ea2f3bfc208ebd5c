import Foundation
import QuartzCore

/// The view a presentation runs in, on top of the window (UIKit's `UITransitionView`). It calls its
/// presentation controller as UIKit does: `viewWillTransition(to:with:)` before its size changes,
/// then `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` around every
/// layout, where a custom controller typically puts the presented view at
/// `frameOfPresentedViewInContainerView` and the system sheet lays itself out.
final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?

    required init?(coder: NSCoder) { return nil }

    init(frame: CGRect, controller: UIPresentationController?) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override var frame: CGRect {
        get { super.frame }
        set { resize(to: newValue.size) { super.frame = newValue } }
    }

    override var bounds: CGRect {
        get { super.bounds }
        set { resize(to: newValue.size) { super.bounds = newValue } }
    }

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }

    /// Makes a change to the size (a window resized, a screen turned) as UIKit does: the
    /// controller hears of it first, the change lays the container out, and the coordinator's
    /// completions run last.
    private func resize(to size: CGSize, _ change: () -> Void) {
        guard let controller, size != bounds.size, superview != nil else { return change() }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        controller.viewWillTransition(to: size, with: coordinator)
        change()
        // Layout passes otherwise wait for the end of the run-loop turn; UIKit lays the new size
        // out inside the size change's animation, so before its completions.
        layoutIfNeeded()
        coordinator.finish()
    }
}
