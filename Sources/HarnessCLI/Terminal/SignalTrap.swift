import Dispatch
import Foundation
import GoldenKit

#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGINT and SIGTERM into a request to stop an update cleanly, for as long as it lives.
///
/// The first signal sets the store's `Cancellation`: the golden being written is finished with its
/// record (or rolled back), nothing new starts, the command says what was written and exits with
/// 128 + the signal's number, as a shell expects of a program a signal stopped. A second signal
/// stops the process at once, with the default action: nothing is then lost either, since every
/// golden reaches its name by a rename and its record follows it.
final class SignalTrap {
    static let signals: [Int32] = [SIGINT, SIGTERM]

    private let sources: [DispatchSourceSignal]

    init(_ cancellation: Cancellation, program: String) {
        sources = Self.signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if cancellation.signal != nil {
                    signal(number, SIG_DFL)
                    raise(number)
                }
                cancellation.cancel(signal: number)
                Terminal.error("\(program): \(Self.name(of: number)) received: finishing the golden being written, then stopping "
                               + "(send it again to stop at once)")
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }
}
