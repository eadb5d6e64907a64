internal import CYAML

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`, found with `memchr`: the pre-pass checks scan whole
    /// files on every load, so they must cost next to nothing when there is nothing to find.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
