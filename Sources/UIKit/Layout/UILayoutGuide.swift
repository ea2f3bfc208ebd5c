import Foundation
import QuartzCore

/// A rectangle constraints can name, as `UILayoutGuide`: a view's safe area, its margins or its
/// readable width, or a guide added with `addLayoutGuide(_:)` that constraints place, in its
/// owning view's coordinates.
///
///     field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40).isActive = true
open class UILayoutGuide {
    /// Which rectangle a guide is.
    enum Kind: Equatable { case safeArea, margins, readable, added, scrollContent, scrollFrame }

    let kind: Kind
    open weak var owningView: UIView? {
        didSet { oldValue?.invalidateConstraintLayout() }
    }
    open var identifier = ""
    /// Where the last layout pass placed an added guide, in its owning view's coordinates.
    var solvedFrame: CGRect?

    public init() { kind = .added }
    init(kind: Kind) { self.kind = kind }

    /// The rectangle in the owning view's coordinates. An added guide is where the last layout
    /// pass put it (zero before any), as UIKit reports it.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .added: return solvedFrame ?? .zero
        case .scrollContent: return solvedFrame ?? CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        default: return view.bounds.inset(by: insets(in: view))
        }
    }

    /// How far a system guide lies inside its owning view's bounds on each edge.
    func insets(in view: UIView) -> UIEdgeInsets {
        switch kind {
        case .safeArea: return view.safeAreaInsets
        case .margins: return view.layoutMargins
        case .readable:
            let margins = view.layoutMargins
            let width = view.bounds.width - margins.left - margins.right
            let spare = max(0, width - UILayoutGuide.readableWidth) / 2
            return UIEdgeInsets(top: margins.top, left: margins.left + spare, bottom: margins.bottom, right: margins.right + spare)
        case .added, .scrollContent, .scrollFrame: return .zero
        }
    }

    /// The widest `readableContentGuide` at the default text size: 672 points, the width UIKit
    /// gives it on an iPad in landscape.
    static let readableWidth: CGFloat = 672
}

extension UIView {
    /// The part of the bounds clear of the safe-area insets, as a guide constraints can name.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea) }
    /// The bounds less `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { guide(.margins) }
    /// A width comfortable to read in, centred in the margins, as `readableContentGuide`.
    public var readableContentGuide: UILayoutGuide { guide(.readable) }

    /// The view's guide of `kind`, made on first use and kept, as UIKit keeps each guide.
    func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind)
        guide.owningView = self
        systemGuides.append(guide)
        return guide
    }

    public var layoutGuides: [UILayoutGuide] { addedGuides }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        addedGuides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        addedGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
}
