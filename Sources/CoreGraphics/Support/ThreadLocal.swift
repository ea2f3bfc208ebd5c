#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value of its own on every thread, as a key in `Thread.current.threadDictionary` holds one,
/// read without hashing a key or casting from `Any`: the current traits and drawing context are
/// read for every colour resolved and every view drawn, which made Foundation's dictionary a
/// measurable share of a check. Each thread starts from `initialValue` and its value is
/// released when the thread ends.
package final class ThreadLocal<Value>: @unchecked Sendable {
    /// One thread's value, owned by the thread's key slot.
    private final class Slot {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var key = pthread_key_t()
    private let initialValue: @Sendable () -> Value

    package init(_ initialValue: @escaping @Sendable () -> Value) {
        self.initialValue = initialValue
        let status = pthread_key_create(&key) { slot in
            guard let slot else { return }
            Unmanaged<AnyObject>.fromOpaque(slot).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): the process is out of thread-local keys")
    }

    /// This thread's value.
    package var value: Value {
        get { slot.value }
        set { slot.value = newValue }
    }

    /// Changes this thread's value in place, without copying it first.
    package func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&slot.value)
    }

    private var slot: Slot {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue()
        }
        let slot = Slot(initialValue())
        pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        return slot
    }
}
