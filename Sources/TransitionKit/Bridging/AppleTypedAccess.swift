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
    package var keyPathName: String {
        get { keyPath }
        set { keyPath = newValue }
    }
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

extension Layer {
    /// The model value at a Core Animation key path ("opacity", "transform.rotation.z" …), or
    /// nil for a path TransitionKit does not animate.
    package func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        LayerKeyPath.named(keyPath).flatMap { $0.appliesTo(self) ? $0.value(of: self) : nil }
    }

    /// Sets the model value at a key path; false when the path or the value's kind does not fit.
    package func setAnimatableValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        guard let property = LayerKeyPath.named(keyPath), property.appliesTo(self), property.kinds.contains(value.kind) else {
            return false
        }
        property.set(self, value)
        return true
    }
}

extension BasicAnimation {
    package var fromAnimatable: (any Animatable)? { get { fromValue } set { fromValue = newValue } }
    package var toAnimatable: (any Animatable)? { get { toValue } set { toValue = newValue } }
    package var byAnimatable: (any Animatable)? { get { byValue } set { byValue = newValue } }
}

extension KeyframeAnimation {
    package var animatableValues: [any Animatable] { get { values } set { values = newValue } }
    package var keyTimeValues: [Double]? { get { keyTimes } set { keyTimes = newValue } }
}

extension GradientLayer {
    package var colorValues: [Color]? { get { colors } set { colors = newValue } }
    package var locationValues: [Double]? { get { locations } set { locations = newValue } }
}

extension ShapeLayer {
    package var dashPattern: [Double]? { get { lineDashPattern } set { lineDashPattern = newValue } }
}

extension TextLayer {
    package var stringValue: String { get { string } set { string = newValue } }
}
