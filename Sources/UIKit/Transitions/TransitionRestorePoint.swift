import Foundation
import QuartzCore

/// What a cancelled transition puts back: the container's subviews and background, and every
/// property an animator typically changes on the from- and to-views, as they were at the start.
struct TransitionRestorePoint {
    private struct ViewState {
        let view: UIView
        let bounds: CGRect
        let position: CGPoint
        let anchorPoint: CGPoint
        let transform: CATransform3D
        let opacity: Double
        let isHidden: Bool
        let backgroundColor: CGColor?
        let mask: CALayer?

        init(_ view: UIView) {
            let layer = view.layer
            self.view = view
            (bounds, position, anchorPoint, transform) = (layer.bounds, layer.position, layer.anchorPoint, layer.transform)
            (opacity, isHidden, backgroundColor, mask) = (layer.opacityValue, layer.isHidden, layer.backgroundColor, layer.mask)
        }

        func restore() {
            let layer = view.layer
            (layer.bounds, layer.anchorPoint, layer.position, layer.transform) = (bounds, anchorPoint, position, transform)
            (layer.opacityValue, layer.isHidden, layer.backgroundColor, layer.mask) = (opacity, isHidden, backgroundColor, mask)
        }
    }

    private let container: UIView
    private let containerSubviews: [UIView]
    private let containerBackground: UIColor?
    private let views: [ViewState]

    init(container: UIView, views: [UIView]) {
        self.container = container
        containerSubviews = container.subviews
        containerBackground = container.backgroundColor
        self.views = views.map(ViewState.init)
    }

    func restore() {
        UIView.performWithoutAnimation {
            for state in views { state.restore() }
            for view in container.subviews where !containerSubviews.contains(where: { $0 === view }) {
                view.removeFromSuperview()
            }
            for (index, view) in containerSubviews.enumerated() { container.insertSubview(view, at: index) }
            container.backgroundColor = containerBackground
        }
    }
}
