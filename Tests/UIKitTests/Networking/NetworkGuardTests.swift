import Foundation
import Testing
import UIKit

/// A screen's loader that uses `URLSession` through `import UIKit` alone, as on iOS, never
/// reaches the network in a test: it is answered at once with an error naming the URL.
@Suite(.serialized) struct NetworkGuardTests {
    /// A loader runs from a screen, so a view controller exists first, as in an app: the guard is
    /// registered when the program makes its first view or controller.
    init() {
        _ = UIViewController()
    }

    /// What a completion handler was given, waited for without a clock (the answer comes from
    /// URLSession's own queue).
    final class Answer: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private(set) var data: Data?
        private(set) var error: Error?
        func set(_ data: Data?, _ error: Error?) {
            (self.data, self.error) = (data, error)
            done.signal()
        }
        func wait() -> Bool { done.wait(timeout: .now() + 30) == .success }
    }

    @Test func theSharedSessionAnswersWithAnErrorNamingTheURL() throws {
        let answer = Answer()
        let request = URLRequest(url: URL(string: "https://api.example.com/feed?page=1")!)
        URLSession.shared.dataTask(with: request) { data, _, error in answer.set(data, error) }.resume()
        #expect(answer.wait())
        let error = try #require(answer.error as? URLError)
        #expect(error.code == .notConnectedToInternet)
        #expect(error.localizedDescription.hasPrefix("https://api.example.com/feed?page=1 is not fetched"))
        #expect(error.localizedDescription.contains("URLProtocol.registerClass"))
        #expect(answer.data == nil)
    }

    @Test func asyncDataFromAURLThrowsTheSameError() async {
        await #expect(throws: URLError.self) {
            _ = try await URLSession.shared.data(from: URL(string: "https://api.example.com/avatar.png")!)
        }
    }

    @Test func aSessionWithItsOwnConfigurationCannotConnectEither() throws {
        let answer = Answer()
        let session = URLSession(configuration: .ephemeral)
        session.dataTask(with: URL(string: "http://api.example.com/items")!) { data, _, error in answer.set(data, error) }.resume()
        #expect(answer.wait())
        let error = try #require(answer.error as? URLError)
        #expect(error.code == .cannotConnectToHost, "libcurl's proxy is a closed local port: \(error)")
    }

    /// How a test stubs a screen whose loader makes its own session: a URLProtocol in the
    /// session's configuration answers first.
    @Test func aStubInTheConfigurationAnswers() throws {
        final class Stub: URLProtocol {
            override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "api.example.com" }
            override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
            override func startLoading() {
                let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: Data(#"[{"title":"Hello"}]"#.utf8))
                client?.urlProtocolDidFinishLoading(self)
            }
            override func stopLoading() {}
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [Stub.self]
        let answer = Answer()
        URLSession(configuration: configuration).dataTask(with: URL(string: "https://api.example.com/items")!) { data, _, error in
            answer.set(data, error)
        }.resume()
        #expect(answer.wait())
        #expect(answer.error == nil)
        #expect(answer.data.map { String(decoding: $0, as: UTF8.self) } == #"[{"title":"Hello"}]"#)
    }
}
