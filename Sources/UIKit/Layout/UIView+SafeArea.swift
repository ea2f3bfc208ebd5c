import Foundation
import QuartzCore

extension UIView {
    /// How far the display's status bar, rounded corners and home indicator, and the bars of
    /// the controllers this view is in, reach into this view, as `UIView.safeAreaInsets`: on each
    /// edge the furthest any of them overlaps the view. Zero outside any device screen
    /// (ScreenView.swift) and bar.
    public var safeAreaInsets: UIEdgeInsets {
        safeAreaInsets(of: bounds)
    }

    /// The safe-area insets a view would have at `rect`, in this view's coordinates.
    func safeAreaInsets(of rect: CGRect) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        var current: UIView? = self
        while let view = current {
            // A controller's view in a transition keeps the safe area of where it will be shown;
            // a view with additional insets adds them to the safe area it gets from above.
            var held = view.traitState.heldSafeAreaInsets
            let additional = view.traitState.additionalSafeAreaInsets
            if held == nil, additional != .zero {
                held = view.safeAreaInsets(at: view.frame, in: view.superview)
            }
            if let covered = held ?? view.traitState.coveredEdgeInsets {
                let frame = convert(rect, to: view)
                let area = view.bounds
                insets.top = max(insets.top, min(rect.height, max(0, area.minY + covered.top - frame.minY)))
                insets.left = max(insets.left, min(rect.width, max(0, area.minX + covered.left - frame.minX)))
                insets.bottom = max(insets.bottom, min(rect.height, max(0, frame.maxY - (area.maxY - covered.bottom))))
                insets.right = max(insets.right, min(rect.width, max(0, frame.maxX - (area.maxX - covered.right))))
            }
            if held != nil { break }
            current = view.superview
        }
        return insets
    }

    /// The safe-area insets this view would have at `frame` in `container`: what the container
    /// gives that rectangle, plus this view's own additional insets.
    func safeAreaInsets(at frame: CGRect, in container: UIView?) -> UIEdgeInsets {
        let inherited = container?.safeAreaInsets(of: frame) ?? .zero
        let additional = traitState.additionalSafeAreaInsets
        return UIEdgeInsets(top: inherited.top + additional.top, left: inherited.left + additional.left,
                          bottom: inherited.bottom + additional.bottom, right: inherited.right + additional.right)
    }

    /// Insets added to the safe area this view gets from the screen and the bars above it, as
    /// `UIViewController.additionalSafeAreaInsets` adds them to a controller's view: for a bar
    /// the view draws itself.
    package var additionalSafeAreaInsets: UIEdgeInsets {
        get { traitState.additionalSafeAreaInsets }
        set {
            traitState.additionalSafeAreaInsets = newValue
            updateSafeArea()
        }
    }

    /// Keeps this view's safe area at `insets` while it moves (nil lets it follow its frame again),
    /// as UIKit lays a controller's view out for its final frame before a transition moves it.
    func holdSafeArea(_ insets: UIEdgeInsets?) {
        traitState.heldSafeAreaInsets = insets
        updateSafeArea()
    }

    /// Tells this view and its subviews whose safe area changed, through `safeAreaInsetsDidChange()`:
    /// after a move in the hierarchy, or when a container's bar changed what it covers.
    func updateSafeArea() {
        let insets = safeAreaInsets
        if insets != traitState.reportedSafeAreaInsets {
            traitState.reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
        }
        for view in subviews { view.updateSafeArea() }
    }

    /// The part of the bounds clear of the safe-area insets, as a guide constraints can name.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea) }
    /// The bounds less `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { guide(.margins) }
    /// A width comfortable to read in, centred in the margins, as `readableContentGuide`.
    public var readableContentGuide: UILayoutGuide { guide(.readable) }

    /// The view's guide of `kind`, made on first use and kept, as UIKit keeps each guide.
    private func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind)
        guide.owningView = self
        systemGuides.append(guide)
        return guide
    }

    /// A rectangle in the bounds placed `leading` points from the leading edge: from the left
    /// left to right, from the right right to left, as a leading anchor constraint lays out.
    ///
    ///     avatar.frame = cell.leadingRect(leading: 16, y: 8, width: 40, height: 40)
    public func leadingRect(leading: Double, y: Double, width: Double, height: Double) -> CGRect {
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - leading - width : bounds.minX + leading
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// A rectangle constraints can name, as `UILayoutGuide`: a view's safe area, its margins or its
/// readable width, or a guide added with `addLayoutGuide(_:)`, in its owning view's coordinates.
///
///     field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40).isActive = true
open class UILayoutGuide {
    /// Which rectangle a guide is.
    enum Kind: Equatable { case safeArea, margins, readable, added }

    let kind: Kind
    public weak var owningView: UIView?
    public var identifier = ""

    public convenience init() { self.init(kind: .added) }
    init(kind: Kind) { self.kind = kind }

    /// The rectangle in the owning view's coordinates; an added guide spans the owning view
    /// until constraints place it.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.layoutMargins)
        case .readable:
            let margins = view.bounds.inset(by: view.layoutMargins)
            let width = min(margins.width, 672)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .added: return view.bounds
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView {
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
