import UIKit

/// A bubble grows from a button to fill the screen, then shrinks back on dismissal: one object
/// is both the transitioning delegate and the animator, as bubble-transition libraries are.
open class BubbleTransition: NSObject {
    public enum Mode { case present, dismiss }

    open var startingPoint = CGPoint.zero
    open var duration = 0.5
    open var bubbleColor: UIColor = .white
    open var transitionMode: Mode = .present
    private let bubble = UIView()
}

extension BubbleTransition: UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transitionMode = .present
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transitionMode = .dismiss
        return self
    }
}

extension BubbleTransition: UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewKey = transitionMode == .present ? .to : .from
        guard let screen = transitionContext.view(forKey: key) else { return }

        let originalCenter = screen.center
        let originalSize = screen.frame.size
        bubble.frame = frameForBubble(originalCenter, size: originalSize, start: startingPoint)
        bubble.layer.cornerRadius = bubble.frame.size.height / 2
        bubble.center = startingPoint
        bubble.backgroundColor = bubbleColor

        if transitionMode == .present {
            bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            containerView.addSubview(bubble)
            screen.center = startingPoint
            screen.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            screen.alpha = 0
            containerView.addSubview(screen)
            UIView.animate(withDuration: duration, animations: {
                self.bubble.transform = CGAffineTransform.identity
                screen.transform = CGAffineTransform.identity
                screen.alpha = 1
                screen.center = originalCenter
            }, completion: { _ in
                transitionContext.completeTransition(true)
                self.bubble.isHidden = true
            })
        } else {
            bubble.isHidden = false
            containerView.insertSubview(bubble, belowSubview: screen)
            UIView.animate(withDuration: duration, animations: {
                self.bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                screen.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                screen.center = self.startingPoint
                screen.alpha = 0
            }, completion: { _ in
                screen.center = originalCenter
                screen.removeFromSuperview()
                self.bubble.removeFromSuperview()
                transitionContext.completeTransition(true)
            })
        }
    }

    private func frameForBubble(_ originalCenter: CGPoint, size originalSize: CGSize, start: CGPoint) -> CGRect {
        let lengthX = fmax(start.x, originalSize.width - start.x)
        let lengthY = fmax(start.y, originalSize.height - start.y)
        let offset = sqrt(lengthX * lengthX + lengthY * lengthY) * 2
        return CGRect(origin: CGPoint.zero, size: CGSize(width: offset, height: offset))
    }
}
