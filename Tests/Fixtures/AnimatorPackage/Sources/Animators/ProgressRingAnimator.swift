import UIKit

/// A ring that draws its progress itself, as download and timer views do: a track, a gradient
/// arc clipped to the ring, and the percentage in the middle, all in `draw(_:)`.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 10

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 14
        UIColor.white.withAlphaComponent(0.25).setStroke()
        track.stroke()

        if progress > 0 {
            context.saveGState()
            let arc = CGMutablePath()
            arc.addArc(center: center, radius: radius, startAngle: -.pi / 2,
                       endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            context.addPath(arc.copy(strokingWithWidth: 14, lineCap: .round, lineJoin: .round, miterLimit: 10))
            context.clip()
            let colors = [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bounds.minY),
                                           end: CGPoint(x: 0, y: bounds.maxY), options: [])
            }
            context.restoreGState()
        }

        let text = "\(Int((progress * 100).rounded()))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30, weight: .bold),
            .foregroundColor: UIColor.white,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

/// Presents a download screen whose ring, on a dark panel, fills frame by frame from a display
/// link before the transition completes: the ring is redrawn on every tick, as
/// `setNeedsDisplay()` asks.
class ProgressRingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private weak var ring: ProgressRingView?
    private var transitionContext: UIViewControllerContextTransitioning?
    let fillDuration: CFTimeInterval = 0.8

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return fillDuration + 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = container.bounds
        toView.alpha = 0
        container.addSubview(toView)

        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 220))
        panel.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY + 40)
        panel.backgroundColor = UIColor.black.withAlphaComponent(0.75)
        panel.layer.cornerRadius = 24
        toView.addSubview(panel)
        let ring = ProgressRingView(frame: panel.bounds.insetBy(dx: 20, dy: 20))
        panel.addSubview(ring)
        self.ring = ring
        self.transitionContext = transitionContext

        UIView.animate(withDuration: 0.2) {
            toView.alpha = 1
        }

        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    @objc private func step(_ link: CADisplayLink) {
        let elapsed = link.timestamp - startTime
        let fraction = min(1, max(0, elapsed / fillDuration))
        // Ease out, as the last part of a download seems to take longer.
        ring?.progress = CGFloat(1 - pow(1 - fraction, 2))
        guard fraction >= 1 else { return }
        link.invalidate()
        displayLink = nil
        UIView.animate(withDuration: 0.2, animations: {
            self.ring?.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }, completion: { _ in
            let context = self.transitionContext
            self.transitionContext = nil
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        })
    }
}
