import CCurlLoader
import Foundation
import Testing

/// libcurl is loaded on a URL session's first call rather than at every start (release builds
/// leave it out of the program's needed libraries). The functions URL sessions call reach it
/// through forwarding definitions; these calls go through them as a session's do.
@Suite struct CurlLoaderTests {
    @Test func callsThroughTheForwardingFunctionsReachLibcurl() {
        var message = [CChar](repeating: 0, count: 256)
        let succeeded = ccl_round_trip(&message, message.count)
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(succeeded == 1, "\(text)")
        #expect(text.hasPrefix("libcurl/"))
        #expect(ccl_libcurl_loaded() == 1)
    }
}
