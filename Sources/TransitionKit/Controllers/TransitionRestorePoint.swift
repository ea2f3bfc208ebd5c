import Foundation

/// What a cancelled transition puts back: the container's subviews and background, and every
/// property an animator typically changes on the from- and to-views, as they were at the start.
struct TransitionRestorePoint {
    private struct ViewState {
        let view: View
        let bounds: Rect
        let position: Point
        let anchorPoint: Point
        let transform: Transform3D
        let opacity: Double
        let isHidden: Bool
        let backgroundColor: Color?
        let mask: Layer?

        init(_ view: View) {
            let layer = view.layer
            self.view = view
            (bounds, position, anchorPoint, transform) = (layer.bounds, layer.position, layer.anchorPoint, layer.transform)
            (opacity, isHidden, backgroundColor, mask) = (layer.opacity, layer.isHidden, layer.backgroundColor, layer.mask)
        }

        func restore() {
            let layer = view.layer
            (layer.bounds, layer.anchorPoint, layer.position, layer.transform) = (bounds, anchorPoint, position, transform)
            (layer.opacity, layer.isHidden, layer.backgroundColor, layer.mask) = (opacity, isHidden, backgroundColor, mask)
        }
    }

    private let container: View
    private let containerSubviews: [View]
    private let containerBackground: Color?
    private let views: [ViewState]

    init(container: View, views: [View]) {
        self.container = container
        containerSubviews = container.subviews
        containerBackground = container.backgroundColor
        self.views = views.map(ViewState.init)
    }

    func restore() {
        View.performWithoutAnimation {
            for state in views { state.restore() }
            for view in container.subviews where !containerSubviews.contains(where: { $0 === view }) {
                view.removeFromSuperview()
            }
            for (index, view) in containerSubviews.enumerated() { container.insertSubview(view, at: index) }
            container.backgroundColor = containerBackground
        }
    }
}
