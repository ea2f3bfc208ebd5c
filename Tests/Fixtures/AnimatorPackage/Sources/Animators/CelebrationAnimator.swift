import UIKit
import Foundation

/// A header whose gradient is its own layer, as apps write gradient views.
final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass { return CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { return layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Presents a "you did it" screen: it springs up from the bottom while its header's colours
/// shift, bars grow up from a flipped chart, a ring of dots pulses one after another and
/// confetti falls from the top.
class CelebrationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 1.0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.addSubview(toView)

        addHeader(to: toView)
        addChart(to: toView)
        addPulsingDots(to: toView)
        addConfetti(to: toView)

        toView.transform = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [], animations: {
            toView.transform = .identity
        }, completion: nil)

        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    private func addHeader(to view: UIView) {
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 200))
        view.addSubview(header)
        let celebrationColors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        let shift = CABasicAnimation(keyPath: "colors")
        shift.fromValue = header.gradientLayer.colors
        shift.toValue = celebrationColors
        shift.duration = duration
        header.layer.add(shift, forKey: "colors")
        header.gradientLayer.colors = celebrationColors
    }

    /// Bars measured from the bottom of the chart: its geometry is flipped, so y grows upward.
    private func addChart(to view: UIView) {
        let chart = CALayer()
        chart.frame = CGRect(x: 40, y: 240, width: view.bounds.width - 80, height: 160)
        chart.isGeometryFlipped = true
        view.layer.addSublayer(chart)
        let heights: [CGFloat] = [60, 110, 80, 150, 125]
        let spacing = chart.bounds.width / CGFloat(heights.count)
        for (index, height) in heights.enumerated() {
            let bar = CALayer()
            bar.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.4 + 0.12 * CGFloat(index)).cgColor
            bar.cornerRadius = 6
            bar.anchorPoint = CGPoint(x: 0.5, y: 0)
            bar.frame = CGRect(x: CGFloat(index) * spacing + 8, y: 0, width: spacing - 16, height: height)
            chart.addSublayer(bar)
            let grow = CABasicAnimation(keyPath: "bounds.size.height")
            grow.fromValue = 0
            grow.toValue = height
            grow.duration = 0.6
            grow.beginTime = CACurrentMediaTime() + 0.08 * Double(index)
            grow.fillMode = .backwards
            grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
            bar.add(grow, forKey: "grow")
        }
    }

    private func addPulsingDots(to view: UIView) {
        let ring = CAReplicatorLayer()
        ring.frame = CGRect(x: view.bounds.midX - 50, y: 440, width: 100, height: 100)
        view.layer.addSublayer(ring)
        let dot = CALayer()
        dot.frame = CGRect(x: 44, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.white.cgColor
        ring.addSublayer(dot)
        ring.instanceCount = 10
        ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / 10, 0, 0, 1)
        ring.instanceDelay = 0.08
        ring.instanceColor = UIColor.systemGreen.cgColor
        ring.instanceRedOffset = 0.08
        ring.instanceBlueOffset = -0.05

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.3
        pulse.toValue = 1.2
        pulse.duration = 0.4
        pulse.autoreverses = true
        pulse.repeatCount = 1
        dot.add(pulse, forKey: "pulse")
    }

    private func addConfetti(to view: UIView) {
        let emitter = CAEmitterLayer()
        emitter.frame = view.bounds
        emitter.emitterPosition = CGPoint(x: view.bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: view.bounds.width, height: 1)
        emitter.emitterCells = [UIColor.systemRed, .systemYellow, .systemBlue, .systemGreen].map { color in
            let cell = CAEmitterCell()
            cell.contents = confettiPiece(color: color).cgImage
            cell.birthRate = 12
            cell.lifetime = 6
            cell.velocity = 220
            cell.velocityRange = 80
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 5
            cell.yAcceleration = 150
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 0.9
            cell.scaleRange = 0.4
            return cell
        }
        view.layer.addSublayer(emitter)
    }

    /// A small coloured rectangle, drawn the way confetti code draws its pieces.
    private func confettiPiece(color: UIColor) -> UIImage {
        let size = CGSize(width: 10, height: 6)
        return UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
