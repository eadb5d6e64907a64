import Foundation
import GeneratorDiagnostics

/// Runs libyaml over a text and hands its events, in batches, to a consumer (the tree builder).
///
/// For a large text the parse runs on a thread of its own while the consumer builds the tree from the batches
/// already parsed: libyaml and the tree builder each take about half the time of a load, so the two cores of a
/// laptop or CI machine nearly halve it. Small texts (most files of a multi-file document) are parsed on the
/// calling thread, batch by batch, where starting a thread would cost more than it saves. Either way the consumer
/// sees the same batches in the same order, and a failure of either side stops both: the consumer's error is
/// thrown, the parser's error arrives with the last batch.
enum EventPipeline {
    /// Texts at least this long are parsed on a second thread.
    static let threadedMinimumBytes = 128 << 10
    /// Batches that may wait for the consumer before the parser pauses: bounds the memory held in flight.
    static let queueCapacity = 8

    /// Feeds every event batch of `bytes` to `consume`, in order, and rethrows the first failure of either side.
    static func run(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, threaded: Bool? = nil,
        _ consume: (EventBatch) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        if threaded ?? (bytes.count >= threadedMinimumBytes) {
            try runThreaded(bytes, context: context, consume)
        } else {
            try produce(bytes, context: context) { (batch) throws(DiagnosticError) in try consume(batch) }
        }
    }

    /// Parses `bytes`, handing each full batch to `deliver`, then a last batch carrying the parse error if any.
    /// An error thrown by `deliver` stops the parse and is rethrown as it is.
    private static func produce(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext,
        _ deliver: (EventBatch) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        var batch = EventBatch()
        var deliveryError: DiagnosticError?
        do throws(DiagnosticError) {
            try LibYAMLParser.withEvents(bytes, context: context) { (event) throws(DiagnosticError) in
                batch.append(event, context: context)
                guard batch.isFull else { return }
                do throws(DiagnosticError) {
                    try deliver(batch)
                } catch {
                    deliveryError = error
                    throw error
                }
                batch = EventBatch()
            }
        } catch {
            if let deliveryError { throw deliveryError }
            batch.error = error
        }
        batch.isLast = true
        try deliver(batch)
    }

    private static func runThreaded(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext,
        _ consume: (EventBatch) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        let queue = BatchQueue(capacity: queueCapacity)
        let finished = DispatchSemaphore(value: 0)
        // The bytes are borrowed: the parser thread must be done with them before this function returns, which
        // the wait on `finished` below guarantees on every path.
        let input = SendableBuffer(bytes)
        let thread = Thread {
            do throws(DiagnosticError) {
                try produce(input.buffer, context: context) { (batch) throws(DiagnosticError) in
                    guard queue.send(batch) else { throw stopped }
                }
            } catch {
                // Stopped by the consumer, which no longer listens.
            }
            finished.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        defer { finished.wait() }
        do throws(DiagnosticError) {
            while true {
                let batch = queue.receive()
                try consume(batch)
                if batch.isLast { return }
            }
        } catch {
            queue.cancel()
            throw error
        }
    }

    /// What the parser thread throws to unwind when the consumer has gone; nobody sees it.
    private static let stopped = DiagnosticError(.error(YAMLDiagnosticID.syntax, "parsing stopped"))

    private struct SendableBuffer: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
    }
}

/// A bounded first-in first-out queue of batches between one parser thread and one consumer.
private final class BatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [EventBatch?] = []
    private var head = 0
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        batches.reserveCapacity(capacity)
    }

    /// Waits for room and enqueues `batch`; false when the consumer has cancelled (the batch is dropped).
    func send(_ batch: EventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count - head >= capacity, !cancelled { condition.wait() }
        if cancelled { return false }
        if head > 0, head == batches.count {
            batches.removeAll(keepingCapacity: true)
            head = 0
        }
        batches.append(batch)
        condition.signal()
        return true
    }

    /// Waits for the next batch.
    func receive() -> EventBatch {
        condition.lock()
        defer { condition.unlock() }
        while head == batches.count { condition.wait() }
        let batch = batches[head]!
        batches[head] = nil
        head += 1
        condition.signal()
        return batch
    }

    /// Tells the parser to stop at its next batch.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
