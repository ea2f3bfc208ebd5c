import Foundation

// The UIKit and QuartzCore modules re-declare some members with Apple's types (`opacity` as a
// `Float`, `sublayers` as an optional array …), which hides these from code that imports them,
// their own code included. These package-only names reach the originals.

extension Layer {
    package var opacityValue: Double { get { opacity } set { opacity = newValue } }
    package var shadowOpacityValue: Double { get { shadowOpacity } set { shadowOpacity = newValue } }
    package var speedValue: Double { get { speed } set { speed = newValue } }
    package var sublayerList: [Layer] { sublayers }
    package var borderColorValue: Color { get { borderColor } set { borderColor = newValue } }
    package var shadowColorValue: Color { get { shadowColor } set { shadowColor = newValue } }
    package func presentationTree() -> Layer { presentation() }
    package func animationKeyList() -> [String] { animationKeys() }
}


extension PropertyAnimation {
    package var keyPathName: String { keyPath }
}

extension Animation {
    package var repeatCountValue: Double { get { repeatCount } set { repeatCount = newValue } }
    package var speedValue: Double { get { speed } set { speed = newValue } }
}

extension Label {
    package var textValue: String { get { text } set { text = newValue } }
}

extension Button {
    package var titleLabelView: Label { titleLabel }
}

extension View {
    package func layoutSubviewsNow() { layoutIfNeeded() }
}
