import Foundation
import GeneratorDiagnostics
import Testing

/// `releaseInBackground` frees what it is given on another thread, and only once nothing else holds it.
struct ReleaseInBackgroundTests {
    /// Records the thread its deinitializer ran on.
    final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let thread: LockedThreadID

        init(freed: DispatchSemaphore, thread: LockedThreadID) {
            self.freed = freed
            self.thread = thread
        }

        deinit {
            thread.set(pthread_self())
            freed.signal()
        }
    }

    final class LockedThreadID: @unchecked Sendable {
        private let lock = NSLock()
        private var id: pthread_t?
        func set(_ id: pthread_t) { lock.withLock { self.id = id } }
        var value: pthread_t? { lock.withLock { id } }
    }

    @Test("The caller's last reference is freed on another thread")
    func freedElsewhere() {
        let freed = DispatchSemaphore(value: 0)
        let thread = LockedThreadID()
        let tree = [Tracked(freed: freed, thread: thread)]
        releaseInBackground(consume tree)
        #expect(freed.wait(timeout: .now() + 10) == .success)
        #expect(thread.value.map { pthread_equal($0, pthread_self()) == 0 } == true)
    }

    @Test("What something else still holds stays alive")
    func sharedPartsStay() {
        let freed = DispatchSemaphore(value: 0)
        let thread = LockedThreadID()
        let kept = Tracked(freed: freed, thread: thread)
        releaseInBackground([kept, kept])
        #expect(freed.wait(timeout: .now() + 0.5) == .timedOut)
        #expect(thread.value == nil)
        withExtendedLifetime(kept) {}
    }
}
