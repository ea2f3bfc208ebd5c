import Foundation
import Synchronization

// Appearance proxies, as `UIAppearance`: `UINavigationBar.appearance().tintColor = .white` styles
// every navigation bar, and `appearance(whenContainedInInstancesOf:)` only those inside the given
// containers. Apple's UIKit forwards the proxy's setters through the Objective-C runtime; here the
// proxy is an instance of the class itself, whose properties the app sets as it would any
// instance's. What the app changed on it (its value against the value it was made with) is
// given to each instance of the class as the instance enters a window ("iOS applies appearance
// changes when a view enters a window", UIAppearance's documentation), except where the app set
// the instance itself: an instance's own setting wins, as on iOS. Bar items take theirs when a
// bar shows them. Proxies belong to a scene (a virtual clock), so a screen that styles bars
// through them changes no other screen's pixels.

/// A class whose instances take the settings of an appearance proxy, as `UIAppearance`.
public protocol UIAppearance: AnyObject {}

/// A class whose instances can hold the views a contained-in proxy applies to, as
/// `UIAppearanceContainer`: views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

extension UIAppearance {
    /// The proxy for every instance of this class: what is set on it, each instance takes.
    public static func appearance() -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: [])
    }

    /// The proxy for the instances inside containers of the given classes, innermost first
    /// (`[UINavigationBar.self]`: bar button items in navigation bars).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: containerTypes.map { ObjectIdentifier($0) })
    }

    /// The proxy for the instances shown with `traitCollection`, as UIKit declares it. Here the
    /// traits are not matched: it is the class's one proxy, whose settings every instance takes.
    public static func appearance(for traitCollection: UITraitCollection) -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: [])
    }

    public static func appearance(for traitCollection: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.current.proxy(for: self, containers: containerTypes.map { ObjectIdentifier($0) })
    }
}

/// An object that takes a proxy's settings once, as it first enters a window or a bar.
protocol AppearanceTaking: AnyObject {
    var tookAppearance: Bool { get set }
}

extension UIView: AppearanceTaking {
    /// The tint set on the view itself, which a proxy's tint goes to: the tint a view reads back
    /// is its superview's when it has none of its own.
    var appearanceTintColor: UIColor? {
        get { ownTintColor }
        set { tintColor = newValue }
    }

    /// Where the view sits, innermost first: its controller when it is a controller's view, then
    /// each superview and the controller whose view it is.
    var appearanceContainers: [AnyObject] {
        var result: [AnyObject] = []
        if let controller = traitState.viewController { result.append(controller) }
        var view = superview
        while let current = view {
            result.append(current)
            if let controller = current.traitState.viewController { result.append(controller) }
            view = current.superview
        }
        return result
    }
}

extension UIBarItem: AppearanceTaking {}

/// One property a proxy can carry: how to read it and write it on an instance of its class.
struct AppearanceProperty: Sendable {
    let read: @Sendable (AnyObject) -> Any?
    let write: @Sendable (AnyObject, Any?) -> Void

    init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable) {
        read = { ($0 as? Root).map { $0[keyPath: keyPath] } }
        write = { object, value in
            if let root = object as? Root, let value = value as? Value { root[keyPath: keyPath] = value }
        }
    }

    /// A setting made per control state (`setTitleTextAttributes(_:for:)`, `setTitleColor(_:for:)`),
    /// read and written for each state UIKit styles.
    init<Root: AnyObject, Value>(states get: @escaping @Sendable (Root, UIControl.State) -> Value?,
                                 _ set: @escaping @Sendable (Root, Value?, UIControl.State) -> Void) {
        let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
        read = { object in (object as? Root).map { root in states.map { get(root, $0) as Any? } } }
        write = { object, value in
            guard let root = object as? Root, let values = value as? [Any?] else { return }
            for (state, value) in zip(states, values) where !AppearanceRegistry.same(value, get(root, state)) {
                set(root, value as? Value, state)
            }
        }
    }
}

/// The appearance proxies the app has asked for, and the settings each class can take.
final class AppearanceRegistry: Sendable {
    /// The scene's proxies: each virtual clock is a scene, so one screen's proxies never style
    /// another's. Code run outside any scene shares one set, as an app's process does.
    static var current: AppearanceRegistry { VirtualClock.current?.uiKit.appearance ?? outsideScenes }
    private static let outsideScenes = AppearanceRegistry()

    /// A proxy: the instance the app sets, what its properties were when it was made, and the
    /// containers it is limited to.
    final class Record: @unchecked Sendable {
        let proxy: AnyObject
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let properties: [AppearanceProperty]
        let initial: [Any?]

        init(proxy: AnyObject, type: ObjectIdentifier, containers: [ObjectIdentifier], properties: [AppearanceProperty]) {
            self.proxy = proxy
            self.type = type
            self.containers = containers
            self.properties = properties
            initial = properties.map { $0.read(proxy) }
        }
    }

    private let records = Mutex<[Record]>([])
    /// Whether any proxy was made: a view enters a window without looking when none was.
    private let made = Atomic<Bool>(false)

    func proxy<T: UIAppearance>(for type: T.Type, containers: [ObjectIdentifier]) -> T {
        let key = ObjectIdentifier(type)
        if let record = records.withLock({ $0.first { $0.type == key && $0.containers == containers } }) {
            return record.proxy as! T
        }
        guard let make = Self.makers[key], let proxy = make() as? T else {
            fatalError("\(type).appearance(): appearance proxies are made for UIKit's own classes here; set the property on each instance of \(type), or on the proxy of the UIKit class it extends")
        }
        let record = Record(proxy: proxy, type: key, containers: containers, properties: Self.properties(of: type))
        records.withLock { $0.append(record) }
        made.store(true, ordering: .releasing)
        return proxy
    }

    /// Gives `object` the settings of every proxy for its class and its superclasses that
    /// applies where it is, once; `containers` are the objects around it, innermost first.
    func apply(to object: some AppearanceTaking, containers: @autoclosure () -> [AnyObject]) {
        guard made.load(ordering: .acquiring), !object.tookAppearance else { return }
        object.tookAppearance = true
        let containers = containers()
        var chain: [ObjectIdentifier] = []
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            chain.append(ObjectIdentifier(current))
            type = _getSuperclass(current)
        }
        let all = records.withLock { $0 }
        // The most general proxy first, so a subclass's and a contained-in proxy's settings win.
        let relevant = all.enumerated().filter { chain.contains($0.element.type) }.sorted { lhs, rhs in
            let l = chain.firstIndex(of: lhs.element.type)!, r = chain.firstIndex(of: rhs.element.type)!
            if l != r { return l > r }
            if lhs.element.containers.count != rhs.element.containers.count {
                return lhs.element.containers.count < rhs.element.containers.count
            }
            return lhs.offset < rhs.offset
        }
        for (_, record) in relevant where Self.isContained(in: record.containers, containers) {
            for (property, initial) in zip(record.properties, record.initial) {
                let value = property.read(record.proxy)
                guard !Self.same(value, initial) else { continue }
                // An instance's own setting wins over the proxy's.
                guard Self.same(property.read(object), initial) || Self.same(property.read(object), value) else { continue }
                property.write(object, value)
            }
        }
    }

    /// Whether `wanted` (innermost first) appears, in order, among `containers` (innermost first).
    private static func isContained(in wanted: [ObjectIdentifier], _ containers: [AnyObject]) -> Bool {
        var rest = wanted[...]
        for container in containers {
            guard let next = rest.first else { break }
            var type: AnyClass? = Swift.type(of: container)
            while let current = type {
                if ObjectIdentifier(current) == next { rest = rest.dropFirst(); break }
                type = _getSuperclass(current)
            }
        }
        return rest.isEmpty
    }

    /// Whether two settings are the same: equal values, or the same object.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (flatten(lhs), flatten(rhs)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (l?, r?):
            if let l = l as? [Any?], let r = r as? [Any?] {
                return l.count == r.count && zip(l, r).allSatisfy { same($0, $1) }
            }
            if let l = l as? [AnyHashable: Any], let r = r as? [AnyHashable: Any] {
                return l.count == r.count && l.allSatisfy { same($0.value, r[$0.key]) }
            }
            if let l = l as? any Equatable { return equal(l, r) }
            if type(of: l) is AnyClass, type(of: r) is AnyClass { return (l as AnyObject) === (r as AnyObject) }
            return false
        }
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { (rhs as? T) == lhs }

    /// `value` without the optionals around it.
    private static func flatten(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return flatten(mirror.children.first?.value)
    }

    /// How each UIKit class's proxy is made: a plain instance, as the app would make one.
    private static let makers: [ObjectIdentifier: @Sendable () -> AnyObject] = [
        ObjectIdentifier(UIView.self): { UIView() },
        ObjectIdentifier(UILabel.self): { UILabel() },
        ObjectIdentifier(UIButton.self): { UIButton() },
        ObjectIdentifier(UIImageView.self): { UIImageView() },
        ObjectIdentifier(UINavigationBar.self): { UINavigationBar() },
        ObjectIdentifier(UITabBar.self): { UITabBar() },
        ObjectIdentifier(UISearchBar.self): { UISearchBar() },
        ObjectIdentifier(UISegmentedControl.self): { UISegmentedControl() },
        ObjectIdentifier(UISwitch.self): { UISwitch() },
        ObjectIdentifier(UISlider.self): { UISlider() },
        ObjectIdentifier(UIProgressView.self): { UIProgressView() },
        ObjectIdentifier(UIPageControl.self): { UIPageControl() },
        ObjectIdentifier(UIActivityIndicatorView.self): { UIActivityIndicatorView() },
        ObjectIdentifier(UITextField.self): { UITextField() },
        ObjectIdentifier(UITextView.self): { UITextView() },
        ObjectIdentifier(UITableView.self): { UITableView() },
        ObjectIdentifier(UITableViewCell.self): { UITableViewCell() },
        ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell() },
        ObjectIdentifier(UIScrollView.self): { UIScrollView() },
        ObjectIdentifier(UIStackView.self): { UIStackView() },
        ObjectIdentifier(UIRefreshControl.self): { UIRefreshControl() },
        ObjectIdentifier(UIWindow.self): { UIWindow() },
        ObjectIdentifier(UIBarItem.self): { UIBarButtonItem() },
        ObjectIdentifier(UIBarButtonItem.self): { UIBarButtonItem() },
        ObjectIdentifier(UITabBarItem.self): { UITabBarItem() },
    ]

    /// The settings a proxy of `type` carries: its own class's and its superclasses'.
    static func properties(of type: AnyClass) -> [AppearanceProperty] {
        var result: [AppearanceProperty] = []
        var current: AnyClass? = type
        while let class_ = current {
            result += table[ObjectIdentifier(class_)] ?? []
            current = _getSuperclass(class_)
        }
        return result
    }

    /// UIKit's appearance settings (`UI_APPEARANCE_SELECTOR` in its headers) that this UIKit draws
    /// or keeps, and the label's text colour and font, which apps style through proxies too.
    private static let table: [ObjectIdentifier: [AppearanceProperty]] = [
        ObjectIdentifier(UIView.self): [.init(\UIView.backgroundColor), .init(\UIView.appearanceTintColor)],
        ObjectIdentifier(UILabel.self): [.init(\UILabel.textColor), .init(\UILabel.font)],
        ObjectIdentifier(UIButton.self): [
            .init(states: { (button: UIButton, state) in button.titleColor(for: state) }, { $0.setTitleColor($1, for: $2) }),
        ],
        ObjectIdentifier(UINavigationBar.self): [
            .init(\UINavigationBar.barStyle), .init(\UINavigationBar.barTintColor), .init(\UINavigationBar.isTranslucent),
            .init(\UINavigationBar.titleTextAttributes), .init(\UINavigationBar.largeTitleTextAttributes),
            .init(\UINavigationBar.shadowImage), .init(\UINavigationBar.backIndicatorImage),
            .init(\UINavigationBar.backIndicatorTransitionMaskImage), .init(\UINavigationBar.backgroundImages),
            .init(\UINavigationBar.standardAppearance), .init(\UINavigationBar.compactAppearance),
            .init(\UINavigationBar.scrollEdgeAppearance), .init(\UINavigationBar.compactScrollEdgeAppearance),
        ],
        ObjectIdentifier(UITabBar.self): [
            .init(\UITabBar.barStyle), .init(\UITabBar.barTintColor), .init(\UITabBar.isTranslucent),
            .init(\UITabBar.unselectedItemTintColor), .init(\UITabBar.standardAppearance), .init(\UITabBar.scrollEdgeAppearance),
        ],
        ObjectIdentifier(UISearchBar.self): [.init(\UISearchBar.barTintColor), .init(\UISearchBar.searchBarStyle)],
        ObjectIdentifier(UISegmentedControl.self): [
            .init(\UISegmentedControl.selectedSegmentTintColor),
            .init(states: { (control: UISegmentedControl, state) in control.titleTextAttributes(for: state) },
                  { $0.setTitleTextAttributes($1, for: $2) }),
        ],
        ObjectIdentifier(UISwitch.self): [.init(\UISwitch.onTintColor), .init(\UISwitch.thumbTintColor)],
        ObjectIdentifier(UISlider.self): [.init(\UISlider.minimumTrackTintColor), .init(\UISlider.maximumTrackTintColor)],
        ObjectIdentifier(UIProgressView.self): [.init(\UIProgressView.progressTintColor), .init(\UIProgressView.trackTintColor)],
        ObjectIdentifier(UIPageControl.self): [
            .init(\UIPageControl.pageIndicatorTintColor), .init(\UIPageControl.currentPageIndicatorTintColor),
        ],
        ObjectIdentifier(UIActivityIndicatorView.self): [.init(\UIActivityIndicatorView.color)],
        ObjectIdentifier(UITextField.self): [.init(\UITextField.keyboardAppearance)],
        ObjectIdentifier(UITableView.self): [.init(\UITableView.separatorColor), .init(\UITableView.separatorStyle)],
        ObjectIdentifier(UIBarItem.self): [
            .init(states: { (item: UIBarItem, state) in item.titleTextAttributes(for: state) },
                  { $0.setTitleTextAttributes($1, for: $2) }),
        ],
        ObjectIdentifier(UIBarButtonItem.self): [.init(\UIBarButtonItem.tintColor)],
        ObjectIdentifier(UITabBarItem.self): [.init(\UITabBarItem.badgeColor)],
    ]
}
