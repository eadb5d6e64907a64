import Dispatch

extension Collection where Index == Int {
    /// `map(transform)`, with the elements transformed in parallel on all cores. The result keeps the order of the
    /// collection, so that it does not depend on scheduling: the renderer and the file writer use it and stay
    /// deterministic.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] where Self: Sendable {
        let count = self.count
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let slots = ResultSlots(base: results.baseAddress)
        let start = startIndex
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            slots.store(transform(self[start + offset]), at: offset)
        }
        return results.map { $0! }
    }
}

/// The results as the parallel transforms see them: each writes only its own slot, and the buffer outlives them
/// (`concurrentPerform` returns when all are done), so the writes need no lock.
private struct ResultSlots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T?>?

    func store(_ value: T, at index: Int) {
        base.map { ($0 + index).pointee = value }
    }
}
