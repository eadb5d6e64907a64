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

    static func run<T>(depth: Int, _ body: () throws(DiagnosticError) -> T) throws(DiagnosticError) -> T {
        let size = min(max(depth, 256) * bytesPerLevel, 1 << 32)
        let result = withoutActuallyEscaping(body) { escapable -> Result<T, DiagnosticError> in
            let job = Job(escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                job.run()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return job.result!
        }
        return try result.get()
    }

    /// The work and its result, handed to the thread. The closure is dropped as soon as it has run, so that it does
    /// not outlive the call that lent it.
    private final class Job<Value>: @unchecked Sendable {
        private var body: (() throws(DiagnosticError) -> Value)?
        var result: Result<Value, DiagnosticError>?

        init(_ body: @escaping () throws(DiagnosticError) -> Value) { self.body = body }

        func run() {
            do throws(DiagnosticError) {
                result = .success(try body!())
            } catch {
                result = .failure(error)
            }
            body = nil
        }
    }
}
