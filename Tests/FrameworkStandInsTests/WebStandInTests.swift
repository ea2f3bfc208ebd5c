import Foundation
import SafariServices
import Testing
import UIKit
import WebKit
import CoreAnimationTestSupport

/// A web screen and a Safari sheet: pages are blank, and the delegates hear what a screen
/// waits for.
@Suite struct WebStandInTests {
    final class ArticleController: UIViewController, WKNavigationDelegate {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let spinner = UIActivityIndicatorView(style: .medium)
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            webView.navigationDelegate = self
            view.addSubview(webView)
            view.addSubview(spinner)
            spinner.startAnimating()
            webView.load(URLRequest(url: URL(string: "https://example.com/article")!))
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            events.append("finish")
            spinner.stopAnimating()
        }
    }

    @Test func aLoadFinishesAtOnceWithABlankWhitePage() {
        let article = ArticleController()
        article.loadViewIfNeeded()
        #expect(article.events == ["start", "finish"])
        #expect(!article.spinner.isAnimating)
        #expect(article.webView.url?.absoluteString == "https://example.com/article")
        #expect(article.webView.estimatedProgress == 1 && !article.webView.isLoading)
        #expect(article.webView.backgroundColor == .white)
        article.webView.loadHTMLString("<h1>Hi</h1>", baseURL: nil)
        #expect(article.webView.canGoBack)
        article.webView.goBack()
        #expect(article.webView.url?.absoluteString == "https://example.com/article" && article.webView.canGoForward)
    }

    @Test func aPolicyThatCancelsStopsTheLoad() {
        final class Blocker: WKNavigationDelegate {
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                         decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.cancel) }
        }
        let blocker = Blocker()
        let webView = WKWebView()
        webView.navigationDelegate = blocker
        #expect(webView.load(URLRequest(url: URL(string: "https://example.com")!)) == nil)
        #expect(webView.url == nil)
    }

    @Test func aSafariSheetIsWhiteAndTellsItsDelegateTheLoadFailed() {
        final class Listener: SFSafariViewControllerDelegate {
            var loads: [Bool] = []
            func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
                loads.append(didLoadSuccessfully)
            }
        }
        let listener = Listener()
        let home = UIViewController()
        let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
        safari.delegate = listener
        let clock = onClock {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = home
            window.makeKeyAndVisible()
            home.present(safari, animated: true)
        }
        clock.advance(to: 1)
        #expect(home.presentedViewController === safari)
        #expect(safari.view.backgroundColor == .white && safari.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(listener.loads == [false])
    }
}
