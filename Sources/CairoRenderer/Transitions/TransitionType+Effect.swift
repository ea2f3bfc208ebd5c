import QuartzCore

extension CATransitionType {
    /// The effect that draws this type; nil for a name Core Animation does not know.
    var effect: TransitionEffect? {
        switch self {
        case .fade: FadeEffect()
        case .moveIn: SlideEffect.moveIn
        case .push: SlideEffect.push
        case .reveal: SlideEffect.reveal
        case .cube: CubeEffect()
        case .oglFlip: FlipEffect()
        case .pageCurl: PageCurlEffect(uncurls: false)
        case .pageUnCurl: PageCurlEffect(uncurls: true)
        case .suckEffect: SuckEffect()
        case .rippleEffect: RippleEffect()
        case .cameraIrisHollowClose: CameraIrisEffect(kind: .hollowClose)
        case .cameraIrisHollowOpen: CameraIrisEffect(kind: .hollowOpen)
        case .cameraIris: CameraIrisEffect(kind: .closeThenOpen)
        default: nil
        }
    }
}
