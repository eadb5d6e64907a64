import Foundation
import GeneratorDiagnostics
import Testing

/// The collector that the parallel stages (operations translated, files rendered and written on both cores) share.
struct DiagnosticCollectorTests {
    @Test("Diagnostics emitted from many threads at once are all kept, and read back in one order")
    func concurrentEmits() {
        let collector = DiagnosticCollector()
        let threads = 8
        let perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                let location = SourceLocation(file: "spec.yaml", line: index + 1, column: thread + 1)
                if index.isMultiple(of: 100) {
                    collector.emit(contentsOf: [
                        Diagnostic(.warning, id: "test.batch", "batch \(thread) \(index) a", at: location),
                        Diagnostic(.note, id: "test.batch", "batch \(thread) \(index) b", at: location),
                    ])
                } else {
                    collector.emit(Diagnostic(.warning, id: "test.one", "one \(thread) \(index)", at: location))
                }
                if index == perThread / 2 { _ = collector.hasErrors }
            }
        }
        let batches = threads * (perThread / 100)
        let diagnostics = collector.diagnostics
        #expect(diagnostics.count == threads * perThread + batches)
        #expect(Set(diagnostics.map(\.message)).count == diagnostics.count)
        #expect(collector.warnings.count == threads * perThread)
        #expect(!collector.hasErrors)
        // Sorted by location, then message: the same whatever order the threads ran in.
        let locations = diagnostics.map { [$0.location!.line, $0.location!.column] }
        #expect(locations == locations.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(diagnostics.first?.message == "batch 0 0 a")
        #expect(diagnostics.last?.message == "one \(threads - 1) \(perThread - 1)")
    }

    /// One place, one message, several pointers (TomTom's shared `404/596` response, warned about for each operation
    /// naming it, from the threads translating them): ordered by pointer, where it was the threads' order.
    @Test("Diagnostics at one place with one message are ordered by pointer")
    func samePlaceAndMessageAreOrderedByPointer() {
        let collector = DiagnosticCollector()
        let place = SourceLocation(file: "a.yaml", line: 3, column: 7)
        for pointer in ["#/paths/~1c/get", "#/paths/~1a/get", "#/paths/~1b/get"] {
            collector.emit(.warning("response.status", "skipped", at: place, pointer: pointer))
        }
        #expect(collector.diagnostics.map(\.pointer) == ["#/paths/~1a/get", "#/paths/~1b/get", "#/paths/~1c/get"])
    }

    @Test("An error emitted on another thread is seen by hasErrors and errors")
    func errorFromAnotherThread() {
        let collector = DiagnosticCollector()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let severity: Severity = thread == 0 ? .error : .warning
            collector.emit(Diagnostic(severity, id: "test.thread", "from \(thread)"))
        }
        #expect(collector.hasErrors)
        #expect(collector.errors.map(\.message) == ["from 0"])
        #expect(collector.warnings.map(\.message) == ["from 1"])
    }
}
