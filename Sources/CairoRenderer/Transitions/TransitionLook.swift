/// Which picture a piece of a transition shows: the layer's look before or after the
/// change, or that look as the back of a sheet of paper shows it (a curled page).
enum TransitionLook: CaseIterable {
    case from, to, fromBack, toBack

    /// How white a page's back is: 0 shows the content through it as is, 1 plain paper.
    static let backWhiteness = 0.65

    /// The same look seen from the back of the page.
    var back: TransitionLook {
        switch self {
        case .from, .fromBack: .fromBack
        case .to, .toBack: .toBack
        }
    }

    /// The front look a back is washed from, or nil for a front.
    var front: TransitionLook? {
        switch self {
        case .fromBack: .from
        case .toBack: .to
        default: nil
        }
    }
}
