import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Keeps every program that links UIKit off the network: a screen's loader that calls
/// `URLSession.shared.dataTask(with:)` in a test gets an error at once, naming the URL and how to
/// stub it, instead of a result that depends on the network and the clock.
///
/// Two layers, installed when the program makes its first view or controller, before any screen
/// can load anything:
/// - `NetworkGuard.Refusal`, a `URLProtocol` registered with `URLProtocol.registerClass(_:)`. In
///   Linux Foundation `URLSession.shared` takes the registered classes when first used, and
///   asks them before its HTTP one. A `URLProtocol` a test registers before the screen first
///   uses the shared session is asked first (the refusal steps aside for any request another
///   registered class can take), as Apple asks the latest registered class first.
/// - A session made with its own configuration (`URLSession(configuration: .default)`) asks
///   only its configuration's classes, so its HTTP requests go through libcurl; libcurl's proxy
///   is set to a closed port of this machine, so they fail at once too (`NSURLErrorCannotConnectToHost`),
///   with no name looked up. Such a session is stubbed through its configuration's
///   `protocolClasses`.
enum NetworkGuard {
    static let message = """
        is not fetched: the harness keeps tests off the network. Stub the screen's loader: \
        register a URLProtocol subclass with URLProtocol.registerClass(_:) before the screen \
        first uses URLSession.shared, give your session's configuration protocolClasses, or \
        inject the loader (README, "Networking").
        """

    /// Installs both layers, once: touched by the first view or controller the program makes.
    /// Not when the program loads: a statically linked Swift program finds its arguments next to
    /// the environment it started with, which setting a variable before its runtime has read
    /// them would move.
    static let installed: Void = {
        _ = URLProtocol.registerClass(Refusal.self)
        for variable in ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            setenv(variable, "http://127.0.0.1:1", 1)
        }
        for variable in ["no_proxy", "NO_PROXY"] { unsetenv(variable) }
    }()

    /// Answers every request the shared session makes that no other registered protocol takes,
    /// with `URLError(.notConnectedToInternet)` whose description names the URL.
    final class Refusal: URLProtocol {
        override class func canInit(with request: URLRequest) -> Bool {
            let others = (URLSession.shared.configuration.protocolClasses ?? [])
                .compactMap { $0 as? URLProtocol.Type }
                .filter { $0 != Refusal.self }
            return !others.contains { $0.canInit(with: request) }
        }

        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

        override func startLoading() {
            let url = request.url?.absoluteString ?? "a request with no URL"
            var userInfo: [String: Any] = [NSLocalizedDescriptionKey: "\(url) \(NetworkGuard.message)"]
            if let failing = request.url { userInfo[NSURLErrorFailingURLErrorKey] = failing }
            let error = URLError(.notConnectedToInternet, userInfo: userInfo)
            client?.urlProtocol(self, didFailWithError: error)
        }

        override func stopLoading() {}
    }
}

