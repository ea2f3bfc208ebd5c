import CairoRenderer
import Pixels
import UIKit

/// A small screen whose `container` view swaps its content from an old page to a new one
/// under a `CATransition`, rendered at chosen progress values (linear timing, 1 s, so the
/// clock's time is the progress).
struct TransitionStage: Sendable {
    let width = 120.0, height = 180.0
    /// What shows around the container (the superlayer behind a flip or curl).
    let background = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Builds one page; `isNew` tells the old page from the new one.
    var page: @Sendable (_ isNew: Bool, _ size: CGSize) -> UIView = TransitionStage.markedPage

    /// The old page: red with a white bar on its right edge; the new one green with a white
    /// bar on its left edge, so the edges that meet in a push can be told apart.
    static func markedPage(isNew: Bool, size: CGSize) -> UIView {
        let page = UIView(frame: CGRect(origin: .zero, size: size))
        page.backgroundColor = isNew ? UIColor(red: 0, green: 1, blue: 0, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let bar = UIView(frame: CGRect(x: isNew ? 0 : size.width - 10, y: 0, width: 10, height: size.height))
        bar.backgroundColor = .white
        page.addSubview(bar)
        return page
    }

    /// Plain pages: red before, green after, nothing else.
    static func solidPage(isNew: Bool, size: CGSize) -> UIView {
        let page = UIView(frame: CGRect(origin: .zero, size: size))
        page.backgroundColor = isNew ? UIColor(red: 0, green: 1, blue: 0, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        return page
    }

    /// Frames at each progress of `type`/`subtype`; progress 1 is held with a forwards fill.
    /// `configure` may set the transition's other properties before it is added.
    func frames(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, at progresses: [Double],
                configure: (CATransition) -> Void = { _ in }) -> [Bitmap] {
        let renderer = Renderer()
        let clock = VirtualClock()
        return clock.run {
            let (root, container) = scene(isNew: false)
            let transition = CATransition(type: type, subtype: subtype)
            transition.duration = 1
            transition.fillMode = .forwards
            transition.isRemovedOnCompletion = false
            configure(transition)
            container.layer.add(transition, forKey: nil)
            container.subviews.forEach { $0.removeFromSuperview() }
            container.addSubview(page(true, container.bounds.size))
            return progresses.map { p in
                clock.advance(to: p)
                return renderer.render(root.layer.presentationTree(), size: CGSize(width: width, height: height))
            }
        }
    }

    /// The scene with the old or the new page and no transition.
    func still(isNew: Bool) -> Bitmap {
        VirtualClock().run {
            Renderer().render(scene(isNew: isNew).root.layer.presentationTree(), size: CGSize(width: width, height: height))
        }
    }

    private func scene(isNew: Bool) -> (root: UIView, container: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = background
        let container = UIView(frame: root.bounds)
        container.addSubview(page(isNew, container.bounds.size))
        root.addSubview(container)
        return (root, container)
    }
}
