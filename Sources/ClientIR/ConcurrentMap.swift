import Dispatch

extension Collection where Index == Int {
    /// `map(transform)`, with the elements transformed in parallel on all cores. The result keeps the order of the
    /// collection, so that it does not depend on scheduling: the renderer and the file writer use it and stay
    /// deterministic.
    ///
    /// Each transform writes its result straight into the array's storage: no result is copied afterwards (copying
    /// github's 814 endpoint declarations retained and released every one of their arrays and strings).
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] where Self: Sendable {
        let count = self.count
        let start = startIndex
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = ResultSlots(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                slots.initialize(offset, to: transform(self[start + offset]))
            }
            initialized = count
        }
    }
}

/// The array's storage as the parallel transforms see it: each initializes only its own slot, and the storage outlives
/// them (`concurrentPerform` returns when all are done), so the writes need no lock.
private struct ResultSlots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>?

    func initialize(_ index: Int, to value: consuming T) {
        (base! + index).initialize(to: value)
    }
}
