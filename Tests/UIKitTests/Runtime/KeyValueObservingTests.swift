import Testing
import UIKit

/// Key-value observing in the two forms screens write it. Apple, "Key-Value Observing Programming
/// Guide: Registering for Key-Value Observing": `.initial` reports at registration, `.old` and
/// `.new` fill the change dictionary, `.prior` adds a report before the change, and removing an
/// observer that is not registered raises.
@Suite struct KeyValueObservingTests {
    /// A screen that sizes itself to its table, as apps do by observing `contentSize`.
    final class SizingController: UIViewController {
        let tableView = UITableView()
        var heard: [(keyPath: String?, new: CGSize?, old: CGSize?, context: Bool)] = []
        nonisolated(unsafe) static var context = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.addObserver(self, forKeyPath: "contentSize", options: [.new, .old], context: &Self.context)
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append((keyPath, change?[.newKey] as? CGSize, change?[.oldKey] as? CGSize,
                          context == withUnsafeMutablePointer(to: &Self.context) { UnsafeMutableRawPointer($0) }))
        }
    }

    @Test func aControllerHearsItsTablesContentSizeChangeWithOldAndNewValues() {
        let controller = SizingController()
        controller.loadViewIfNeeded()
        controller.tableView.contentSize = CGSize(width: 390, height: 800)
        controller.tableView.contentSize = CGSize(width: 390, height: 1200)
        #expect(controller.heard.count == 2)
        #expect(controller.heard.last?.keyPath == "contentSize")
        #expect(controller.heard.last?.new == CGSize(width: 390, height: 1200))
        #expect(controller.heard.last?.old == CGSize(width: 390, height: 800))
        #expect(controller.heard.allSatisfy { $0.context })

        controller.tableView.removeObserver(controller, forKeyPath: "contentSize", context: &SizingController.context)
        controller.tableView.contentSize = .zero
        #expect(controller.heard.count == 2)
    }

    @Test func initialReportsTheCurrentValueAtRegistration() {
        final class Watcher: UIView {
            var offsets: [CGPoint] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                if let offset = change?[.newKey] as? CGPoint { offsets.append(offset) }
            }
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        let watcher = Watcher()
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
        #expect(watcher.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset")
    }

    @Test func priorReportsComeBeforeTheChange() {
        final class Watcher: UIViewController {
            var priors: [Bool] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                priors.append(change?[.notificationIsPriorKey] as? Bool ?? false)
            }
        }
        let scrollView = UIScrollView()
        let watcher = Watcher()
        scrollView.addObserver(watcher, forKeyPath: "contentInset", options: [.prior], context: nil)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(watcher.priors == [true, false])
    }

    /// An app's own model announces its changes by hand, as Apple's guide shows for manual
    /// change notification; the Swift form hears a changed value, not an unchanged one.
    @Test func swiftObservationsHearAnnouncedChangesOfTheirValue() {
        final class Download: NSObject {
            var progress = 0.0 {
                willSet { willChangeValue(forKey: "progress") }
                didSet { didChangeValue(forKey: "progress") }
            }
        }
        let download = Download()
        var heard: [(Double?, Double?)] = []
        let observation = download.observe(\.progress, options: [.initial, .new, .old]) { _, change in
            heard.append((change.newValue, change.oldValue))
        }
        download.progress = 0.5
        download.progress = 0.5
        download.progress = 1
        #expect(heard.map(\.0) == [0, 0.5, 1])
        #expect(heard.map(\.1) == [nil, 0, 0.5])
        observation.invalidate()
        download.progress = 0
        #expect(heard.count == 3)
    }

    @Test func aReleasedObservationHearsNothingMore() {
        let scrollView = UIScrollView()
        var sizes: [CGSize] = []
        do {
            let observation = scrollView.observe(\.contentSize, options: .new) { _, change in
                if let size = change.newValue { sizes.append(size) }
            }
            scrollView.contentSize = CGSize(width: 1, height: 2)
            _ = observation
        }
        scrollView.contentSize = CGSize(width: 3, height: 4)
        #expect(sizes == [CGSize(width: 1, height: 2)])
    }

    @Test func removingAnObserverThatIsNotRegisteredRaises() async {
        await #expect(processExitsWith: .failure) {
            let scrollView = UIScrollView()
            scrollView.removeObserver(UIView(), forKeyPath: "contentSize")
        }
    }
}
