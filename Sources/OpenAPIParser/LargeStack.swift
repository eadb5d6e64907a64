import Foundation
import GeneratorDiagnostics

/// Runs decoding on a thread with a stack big enough for the deepest document the loader accepts.
///
/// Decoding recurses once per nesting level of schemas and literal data; the loader bounds nesting with
/// `LoaderLimits.maxDepth`, and this stack is sized from it, so that no accepted document can overflow the stack
/// (the main thread's 8 MB is not enough for a debug build at depth 1000, and other threads have less).
enum LargeStack {
    /// Stack bytes per level of nesting allowed, generous enough for unoptimized builds.
    static let bytesPerLevel = 64 << 10

    /// Runs `body` on a thread with a large stack and waits for it.
    static func run<T>(depth: Int, _ body: () throws(DiagnosticError) -> T) throws(DiagnosticError) -> T {
        let result = withoutActuallyEscaping(body) { escapable -> Result<T, DiagnosticError> in
            start(depth: depth, escapable).wait()
        }
        return try result.get()
    }

    /// Starts `body` on a thread with a large stack and returns at once; ``Job/wait()`` gives its result. The caller
    /// must wait before anything `body` uses goes away, and must not touch what `body` changes until then.
    static func start<T>(depth: Int, _ body: @escaping () throws(DiagnosticError) -> T) -> Job<T> {
        let job = Job(body)
        let thread = Thread { job.run() }
        thread.stackSize = min(max(depth, 256) * bytesPerLevel, 1 << 32)
        thread.start()
        return job
    }

    /// The work and its result, handed to the thread. The closure is dropped as soon as it has run, so that it does
    /// not outlive the call that lent it.
    final class Job<Value>: @unchecked Sendable {
        private var body: (() throws(DiagnosticError) -> Value)?
        private var result: Result<Value, DiagnosticError>?
        private let done = DispatchSemaphore(value: 0)

        fileprivate init(_ body: @escaping () throws(DiagnosticError) -> Value) { self.body = body }

        fileprivate func run() {
            do throws(DiagnosticError) {
                result = .success(try body!())
            } catch {
                result = .failure(error)
            }
            body = nil
            done.signal()
        }

        /// Waits for the work to end and returns what it returned or threw.
        func wait() -> Result<Value, DiagnosticError> {
            done.wait()
            return result!
        }
    }
}
