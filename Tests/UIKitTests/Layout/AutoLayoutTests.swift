import Foundation
import Testing
@testable import UIKit

/// Auto Layout as UIKit solves it: priorities, intrinsic sizes with hugging and compression
/// resistance, the safe-area and margins guides of a device's screen, and UIKit's exceptions
/// and logged misuses.
@Suite struct AutoLayoutTests {
    static let iPhoneSE = ScreenDescription(idiom: .phone, screenSize: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                            statusBarHeight: 20, displayCornerRadius: 0, hasHomeIndicator: false)
    static let iPhone15ProMax = ScreenDescription(idiom: .phone, screenSize: CGSize(width: 430, height: 932), scale: 3,
                                                  safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                  statusBarHeight: 54, displayCornerRadius: 55, hasHomeIndicator: true)

    /// `controller` shown in a window on `screen`, laid out as at the first frame; the screen
    /// holds the window.
    static func show(_ controller: UIViewController, on screen: ScreenDescription) -> ScreenView {
        let display = ScreenView(screen: screen)
        let window = UIWindow(frame: display.bounds)
        display.addSubview(window)
        window.rootViewController = controller
        display.layoutIfNeeded()
        return display
    }

    final class FieldController: UIViewController {
        let field = UIView()
        override func viewDidLoad() {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    @Test func aViewConstrainedToTheSafeAreaSitsBelowTheStatusBarOnEveryPhone() {
        VirtualClock().run {
            let phones: [(ScreenDescription, safeTop: CGFloat, margin: CGFloat)] = [(Self.iPhoneSE, 20, 16), (Self.iPhone15ProMax, 59, 20)]
            for (screen, safeTop, margin) in phones {
                let controller = FieldController()
                let display = Self.show(controller, on: screen)
                #expect(controller.view.safeAreaInsets.top == safeTop)
                #expect(controller.field.frame == CGRect(x: margin, y: safeTop + 40, width: screen.screenSize.width - 2 * margin, height: 44))
                withExtendedLifetime(display) {}
            }
        }
    }

    /// Apple's `directionalLayoutMargins`: "For the root view of a view controller, the default
    /// value of this property reflects the system minimum margins and safe area insets."
    @Test func aRootViewsMarginsAreTheSystemMinimumInsideTheSafeArea() {
        VirtualClock().run {
            let controller = UIViewController()
            let display = Self.show(controller, on: Self.iPhone15ProMax)
            defer { withExtendedLifetime(display) {} }
            #expect(controller.view.layoutMargins == UIEdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
            let plain = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            controller.view.addSubview(plain)
            #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "8 points for other views")
        }
    }

    @Test func higherPrioritiesWinOutrightOverAnyNumberOfLowerOnes() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable(id: 0)
        func value(_ v: Double) -> LinearExpression { LinearExpression(constant: v) }
        try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual, value(0)))
        for _ in 0..<5 { try solver.add(LinearConstraint(LinearExpression(x), .equal, value(100), priority: 250)) }
        try solver.add(LinearConstraint(LinearExpression(x), .equal, value(10), priority: 251))
        #expect(solver.value(of: x) == 10)
        try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual, value(30)))
        #expect(solver.value(of: x) == 30)
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try solver.add(LinearConstraint(LinearExpression(x), .lessThanOrEqual, value(20)))
        }
        #expect(solver.value(of: x) == 30, "a refused constraint leaves the solution as it was")
    }

    final class Sized: UIView {
        let size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// Two views in a row pinned between a container's edges: the one that hugs its content
    /// less grows into spare room, and the one that resists compression less gives way.
    @Test func huggingAndCompressionResistanceDecideWhichViewGivesWay() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let (a, b) = (Sized(CGSize(width: 100, height: 20)), Sized(CGSize(width: 120, height: 20)))
        for view in [a, b] { row.addSubview(view) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            a.topAnchor.constraint(equalTo: row.topAnchor),
            b.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20), "an intrinsic size, with nothing to stretch it")
        #expect(b.frame.width == 200)
        row.frame.size.width = 180
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(a.frame.width == 60 && b.frame.width == 120)
    }

    @Test func constraintsThatCannotAllHoldBreakOneAndAreLoggedAsAMisuse() {
        let clock = VirtualClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        clock.run {
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 150),
            ])
            root.layoutIfNeeded()
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(clock.toleratedMisuses.map(\.message) == [
            "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint <NSLayoutConstraint UIView.width == 150>",
        ])
    }

    @Test func constraintsBetweenViewsOfDifferentTreesAreUIKitsException() {
        let errors = SceneErrorLog.collect {
            let (a, b) = (UIView(), UIView())
            a.topAnchor.constraint(equalTo: b.bottomAnchor).isActive = true
        }
        #expect(errors == [.exception(name: "NSGenericException", reason:
            "Unable to activate constraint with anchors UIView.top and UIView.bottom because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")])
    }

    final class ForgetfulView: UIView {
        override func updateConstraints() {}
    }

    @Test func updateConstraintsWithoutSuperIsUIKitsException() {
        let errors = SceneErrorLog.collect {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(ForgetfulView())
            root.layoutIfNeeded()
        }
        #expect(errors.count == 1 && errors.first?.description.contains("ForgetfulView or one of its superclasses may have overridden -updateConstraints without calling super") == true)
    }

    final class LifecycleController: UIViewController {
        var calls: [String] = []
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    }

    @Test func aControllerLoadsAppearsIsLaidOutAndHasAppearedInUIKitsOrder() {
        VirtualClock().run {
            let controller = LifecycleController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = controller
            #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        }
    }

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// However a view reached the screen, it is laid out before it is drawn, and laid out again
    /// only when something asks.
    @Test func aViewIsLaidOutBeforeItsFirstFrameAndAgainOnlyWhenAsked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        #expect(view.layouts == 0)
        _ = root.layer.presentationTree()
        #expect(view.layouts == 1)
        _ = root.layer.presentationTree()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        view.frame.size.width = 60
        _ = root.layer.presentationTree()
        #expect(view.layouts == 2, "requests between two frames make one pass")
    }

    @Test func aFillStackGrowsItsLastViewAndClosesUpAroundAHiddenOne() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let views = [Sized(CGSize(width: 50, height: 20)), Sized(CGSize(width: 60, height: 20)), Sized(CGSize(width: 70, height: 20))]
        views.forEach(stack.addArrangedSubview)
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 130])
        #expect(views.map(\.frame.width) == [50, 60, 170])
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[2].frame.minX == 60 && views[2].frame.width == 240)
    }

    /// Right to left, leading is the right edge and a positive constant moves a view leftwards,
    /// the way the text reads (Apple: leading and trailing "flip" in right-to-left languages).
    @Test func leadingAndTrailingConstantsFollowTheReadingDirection() {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            screen.traitOverrides.layoutDirection = direction
            let button = UIView()
            button.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 40),
                button.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -100),
                button.topAnchor.constraint(equalTo: screen.topAnchor),
                button.heightAnchor.constraint(equalToConstant: 10),
            ])
            screen.layoutIfNeeded()
            let expectedX: CGFloat = direction == .leftToRight ? 40 : 100
            #expect(button.frame == CGRect(x: expectedX, y: 0, width: 160, height: 10))
        }
    }

    @Test func aConstraintInAnAnimationBlockAnimatesAndTheModelIsSetAtOnce() {
        let clock = VirtualClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        clock.run {
            root.addSubview(box)
            NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            top.constant = 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        #expect(box.frame.minY == 100)
        clock.advance(to: 0.5)
        #expect(box.layer.presentation()!.position.y == 55)
    }
}
