import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

// WebKit as a stand-in: a web view that takes every load and shows a blank white page, for
// there is no web engine (and no network) here. See docs/STAND-INS.md.

/// A web view's settings, as `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
    open var dataDetectorTypes: WKDataDetectorTypes = []
    public override init() { super.init() }
}

/// Which media wait for a tap before playing, as `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// What a web view turns into links, as `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
    public static let link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

/// A web view's preferences, as `WKPreferences`.
open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
}

/// Per-page preferences, as `WKWebpagePreferences`.
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
}

/// Cookies and caches, as `WKWebsiteDataStore`; the stand-in keeps none.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    private static let shared = WKWebsiteDataStore()
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    open var isPersistent: Bool { self === Self.shared }
}

/// A script added to every page, as `WKUserScript`.
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// When a user script runs, as `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// A message a page's script posts, as `WKScriptMessage`.
open class WKScriptMessage: NSObject {
    open var body: Any { "" }
    open var name: String { "" }
}

/// Receives a page's script messages, as `WKScriptMessageHandler`; no script runs here.
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// Scripts and message handlers, as `WKUserContentController`.
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: WKScriptMessageHandler] = [:]
    public override init() { super.init() }
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

/// One load of a page, as `WKNavigation`.
open class WKNavigation: NSObject {}

/// Whether a navigation may go ahead, as `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
/// Whether a response may be shown, as `WKNavigationResponsePolicy`.
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }
/// What started a navigation, as `WKNavigationType`.
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }

/// What a navigation asks for, as `WKNavigationAction`.
open class WKNavigationAction: NSObject {
    open private(set) var request: URLRequest
    open var navigationType: WKNavigationType { .other }
    open var targetFrame: WKFrameInfo? { WKFrameInfo() }
    init(request: URLRequest) {
        self.request = request
        super.init()
    }
}

/// A frame of a page, as `WKFrameInfo`.
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
}

/// A page's response, as `WKNavigationResponse`.
open class WKNavigationResponse: NSObject {
    open var response: URLResponse { URLResponse(url: URL(string: "about:blank")!, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil) }
    open var isForMainFrame: Bool { true }
}

/// How a web view's loads go, told to its navigation delegate, as `WKNavigationDelegate`.
/// Every method is optional, as on iOS.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
}

/// The web view's requests for windows and panels, as `WKUIDelegate`; a blank page makes none.
public protocol WKUIDelegate: AnyObject {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
}

/// A new window's features, as `WKWindowFeatures`.
open class WKWindowFeatures: NSObject {}

/// A web page, as `WKWebView`: every load is taken and shows a blank white page at once.
///
/// A load asks the navigation delegate's policy, then tells it the navigation started,
/// committed and finished before `load(_:)` returns (iOS tells it later, off the network), so a
/// screen's spinner stops and its title and progress read as after a page with no title.
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// The page's scroll view, as on iOS, with nothing in it.
    public let scrollView = UIScrollView()
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open var canGoBack: Bool { history.count > 1 && index > 0 }
    open var canGoForward: Bool { index < history.count - 1 }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var pageZoom: CGFloat = 1
    open var isInspectable = false
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }
    private var history: [URL?] = []
    private var index = -1

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    public override convenience init(frame: CGRect = .zero) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    public required init?(coder: NSCoder) { return nil }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(to: request.url, request: request, recorded: true)
    }

    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(to: baseURL ?? URL(string: "about:blank"), request: URLRequest(url: baseURL ?? URL(string: "about:blank")!), recorded: true)
    }

    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(to: URL, request: URLRequest(url: URL), recorded: true)
    }

    @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        navigate(to: baseURL, request: URLRequest(url: baseURL), recorded: true)
    }

    @discardableResult open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return navigate(to: url, request: URLRequest(url: url), recorded: false)
    }

    @discardableResult open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        index -= 1
        return navigate(to: history[index], request: history[index].map { URLRequest(url: $0) }, recorded: false)
    }

    @discardableResult open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        index += 1
        return navigate(to: history[index], request: history[index].map { URLRequest(url: $0) }, recorded: false)
    }

    open func stopLoading() {}

    /// Fails: there is no script engine. The error says so.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }

    private func navigate(to url: URL?, request: URLRequest?, recorded: Bool) -> WKNavigation? {
        let action = WKNavigationAction(request: request ?? URLRequest(url: URL(string: "about:blank")!))
        var allowed = true
        navigationDelegate?.webView(self, decidePolicyFor: action) { allowed = $0 == .allow }
        guard allowed else { return nil }
        let navigation = WKNavigation()
        if recorded {
            history.removeSubrange((index + 1)...)
            history.append(url)
            index = history.count - 1
        }
        self.url = url
        isLoading = true
        estimatedProgress = 0.1
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        navigationDelegate?.webView(self, didCommit: navigation)
        title = ""
        isLoading = false
        estimatedProgress = 1
        navigationDelegate?.webView(self, didFinish: navigation)
        return navigation
    }
}

/// A WebKit failure, as `WKError`.
public struct WKError: Error, CustomStringConvertible, Sendable {
    /// What failed, as `WKError.Code`.
    public enum Code: Int, Sendable { case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "WKError \(code): the WebKit stand-in has no web engine, so no script runs" }
}
