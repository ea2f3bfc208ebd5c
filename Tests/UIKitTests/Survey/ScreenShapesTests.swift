import QuartzCore
import Testing
import UIKit

/// Shapes of app code the survey of real screens found (docs/UIKIT-COVERAGE.md), written anew:
/// each compiles as on iOS and does what UIKit does with it.
@Suite struct ScreenShapesTests {
    /// A theme picker that is a segmented control of its own, made with UIKit's designated
    /// `init(items:)`, as settings screens subclass it.
    final class ThemeControl: UISegmentedControl {
        let themes: [String]
        init(themes: [String]) {
            self.themes = themes
            super.init(items: themes)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aSegmentedControlSubclassCallsTheDesignatedInitWithItems() {
        let control = ThemeControl(themes: ["Light", "Dark"])
        #expect(control.numberOfSegments == 2)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "System", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "System")
        #expect(control.selectedSegmentIndex == 2, "the selection stays on Dark")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    final class Browser: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
        var created: [UIDocumentBrowserViewController.ImportMode] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
            allowsDocumentCreation = true
        }
        func documentBrowser(_ controller: UIDocumentBrowserViewController,
                             didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
            importHandler(nil, .none)
            created.append(.none)
        }
    }

    @Test func aDocumentBrowserOpensOnAnEmptyScreenAndHearsOnlyTheApp() {
        let browser = Browser(forOpeningFilesWithContentTypes: ["public.swift-source"])
        browser.loadViewIfNeeded()
        #expect(browser.delegate === browser)
        #expect(browser.contentTypes?.map(\.identifier) == ["public.swift-source"])
        #expect(browser.view.backgroundColor == .systemGroupedBackground)
        browser.delegate?.documentBrowser(browser, didRequestDocumentCreationWithHandler: { _, _ in })
        #expect(browser.created == [.none])
    }

    @Test func aShareSheetComesUpAsASheetAndReportsNothingUntilDismissed() {
        VirtualClock().run {
            var completions = 0
            let share = UIActivityViewController(activityItems: [URL(fileURLWithPath: "/tmp/log.txt")], applicationActivities: nil)
            share.completionWithItemsHandler = { _, _, _, _ in completions += 1 }
            share.excludedActivityTypes = [.postToFacebook]
            let screen = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = screen
            window.makeKeyAndVisible()
            screen.present(share, animated: false)
            #expect(screen.presentedViewController === share)
            #expect(share.sheetPresentationController != nil, "a page sheet, as the share sheet comes up on a phone")
            #expect(share.view.backgroundColor == .systemGroupedBackground)
            #expect(completions == 0)
        }
    }

    /// A cell that offers Copy in the edit menu, as a key-value settings cell does.
    final class CopyableCell: UITableViewCell {
        var copied = 0
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("copy(_:)")
        }
        override func copy(_ sender: Any?) { copied += 1 }
    }

    @Test func theEditMenusCommandsAreOverridableAndTheMenuControllerKeepsItsTarget() {
        let cell = CopyableCell(style: .value1, reuseIdentifier: nil)
        #expect(cell.canPerformAction(Selector("copy(_:)"), withSender: nil))
        #expect(!cell.canPerformAction(Selector("paste(_:)"), withSender: nil))
        (cell as UIResponder).copy(nil)
        #expect(cell.copied == 1)
        let menu = UIMenuController.shared
        menu.showMenu(from: cell, rect: CGRect(x: 10, y: 0, width: 80, height: 20))
        #expect(menu.menuFrame == CGRect(x: 10, y: 0, width: 80, height: 20))
        #expect(!menu.isMenuVisible)
    }

    @Test func textAttachmentsAndFoundationsAppleMembers() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " Public"))
        #expect(text.string == "\u{FFFC} Public")
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)

        let format = NSString.localizedStringWithFormat("Delete theme %@?" as NSString, "Sepia") as String
        #expect(format == "Delete theme Sepia?")
        let style = NSMutableParagraphStyle()
        let source = NSMutableParagraphStyle()
        source.lineSpacing = 4
        source.alignment = .center
        style.setParagraphStyle(source)
        #expect(style.lineSpacing == 4 && style.alignment == .center)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example") == nil)
    }

    @Test func anAnimatedImageDrawsItsFirstFrameAndKeepsTheRest() throws {
        let frames = [UIImage(systemName: "circle"), UIImage(systemName: "circle.fill")].compactMap { $0 }
        let spinner = try #require(UIImage.animatedImage(with: frames, duration: 1))
        #expect(spinner.images?.count == 2)
        #expect(spinner.duration == 1)
        #expect(spinner.size == frames[0].size)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func aSystemButtonShowsItsImageAndSendsItsAction() {
        final class Editor: NSObject {
            var taps = 0
            func rotate() { taps += 1 }
        }
        let editor = Editor()
        let image = UIImage(systemName: "rotate.right")!
        let button = UIButton.systemButton(with: image, target: editor, action: Selector("rotate", Editor.rotate))
        #expect(button.buttonType == .system)
        #expect(button.image(for: .normal) === image)
        button.sendActions(for: .touchUpInside)
        #expect(editor.taps == 1)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleShadowColor(for: .highlighted) == .black)
    }

    @Test func listConfigurationsResolveTheirColoursAndKeepTheirLayoutSettings() {
        var content = UIListContentConfiguration.valueCell()
        content.axesPreservingSuperviewLayoutMargins = .vertical
        content.textToSecondaryTextHorizontalPadding = 12
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        content.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == UIColor.systemBlue.withAlphaComponent(0.5))
        #expect(content.secondaryTextProperties.resolvedColor() == content.secondaryTextProperties.color)
        #expect(content.axesPreservingSuperviewLayoutMargins == .vertical)
        #expect(UIAxis.both.contains(.horizontal))
    }

    @Test func aFontDescriptorNamesItsTextStyle() {
        let descriptor = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
        let style = descriptor.fontAttributes[.textStyle] as? String
        #expect(style.flatMap(UIFont.TextStyle.init(rawValue:)) == .headline)
        #expect(descriptor.fontAttributes[.size] as? CGFloat == descriptor.pointSize)
    }

    @Test func olderRegistrationWithClassForCoderMakesCells() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: "Cell")
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == UITableViewCell.self)
    }

    /// A pager that forwards appearance calls to its pages itself, as Apple asks of a container
    /// whose `shouldAutomaticallyForwardAppearanceMethods` is false: its page hears them when the
    /// pager passes them on (here once the pager has appeared), not from UIKit before that.
    @Test func aContainerThatForwardsAppearanceItselfIsNotForwardedFor() {
        final class Log { var lines: [String] = [] }
        final class Page: UIViewController {
            let log: Log
            init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("page will") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("page did") }
        }
        final class Pager: UIViewController {
            let log = Log()
            lazy var page = Page(log: log)
            let forwardsItself: Bool
            init(forwardsItself: Bool) { self.forwardsItself = forwardsItself; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { !forwardsItself }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(page)
                view.addSubview(page.view)
                page.didMove(toParent: self)
            }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("pager will") }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                log.lines.append("pager did")
                if forwardsItself {
                    page.beginAppearanceTransition(true, animated: animated)
                    page.endAppearanceTransition()
                }
            }
        }
        for forwardsItself in [true, false] {
            let pager = Pager(forwardsItself: forwardsItself)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = pager
            window.makeKeyAndVisible()
            #expect(pager.log.lines == (forwardsItself ? ["pager will", "pager did", "page will", "page did"]
                                                       : ["pager will", "page will", "pager did", "page did"]))
        }
        let scroll = UIScrollView()
        scroll.isDirectionalLockEnabled = true
        #expect(scroll.isDirectionalLockEnabled)
    }

    /// A share sheet anchored for the iPad, as universal apps write it: on an iPhone there is no
    /// popover unless the style asks for one, and then its anchor is kept.
    @Test func aPopoverAnchorIsKeptOnlyForThePopoverStyle() {
        let share = UIActivityViewController(activityItems: ["Log"], applicationActivities: nil)
        let early = UIView()
        share.popoverPresentationController?.sourceView = early
        #expect(share.popoverPresentationController == nil)
        share.modalPresentationStyle = .popover
        let anchor = UIView()
        share.popoverPresentationController?.sourceView = anchor
        share.popoverPresentationController?.permittedArrowDirections = .up
        #expect(share.popoverPresentationController?.sourceView === anchor)
        #expect(share.popoverPresentationController?.permittedArrowDirections == .up)
        #expect(share.popoverPresentationController?.presentedViewController === share)
    }

    /// A log screen appends lines to its text view's storage, as WireGuard's does.
    @Test func editsToATextViewsStorageShowInTheView() {
        let log = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        log.text = "Tunnel started"
        let line = NSMutableAttributedString()
        line.append(NSAttributedString(string: "\nHandshake done", attributes: [.foregroundColor: UIColor.secondaryLabel]))
        log.textStorage.append(line)
        #expect(log.text == "Tunnel started\nHandshake done")
        log.textStorage.beginEditing()
        log.textStorage.deleteCharacters(in: NSRange(location: 0, length: 7))
        #expect(log.text == "Tunnel started\nHandshake done", "edits between begin and end show at the end")
        log.textStorage.endEditing()
        #expect(log.text == "started\nHandshake done")
        log.textStorage.append(NSAttributedString(string: String(repeating: "\nline", count: 40)))
        log.scrollRangeToVisible(NSRange(location: log.textStorage.length - 1, length: 1))
        #expect(log.contentOffset.y > 0)
        #expect(log.contentOffset.y + log.bounds.height >= log.contentSize.height - log.textContainerInset.bottom - 1,
                "the last line is in view")
        log.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(log.contentOffset.y == 0)
        log.text = "Cleared"
        #expect(log.textStorage.string == "Cleared")
        #expect(log.textStorage === log.textStorage)
    }

    /// Title attributes written as a literal with no type, as older screens write them: colours
    /// and fonts are `NSObject`s, as UIKit's, so the literal is a dictionary of `NSObject`s.
    @Test func anUntypedAttributesLiteralOfFontsAndColoursCompiles() {
        let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17, weight: .bold),
                          NSAttributedString.Key.foregroundColor: UIColor.white]
        let title = NSAttributedString(string: "Playlist", attributes: attributes)
        #expect(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
        let (one, same) = (UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(one == same && one !== same)
        #expect(Set([one, same, UIColor.white]).count == 2)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).hash == UIFont.systemFont(ofSize: 17).hash)
    }
}
