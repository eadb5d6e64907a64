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

    /// The eight bytes from `index` (which must be at most `count - 8`) as one word, the first in its lowest byte.
    @inline(__always)
    func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The length of the valid UTF-8 character starting at `start` when libyaml takes it as it is: nil for invalid
    /// UTF-8, and for the characters libyaml rejects or rewrites (C1 controls and NEL, U+2028, U+2029, U+FEFF,
    /// U+FFFE, U+FFFF). Both readers that stand in for libyaml (``JSONReader``, ``BlockReader``) leave such text
    /// to it.
    func plainCharacterLength(at start: Int) -> Int? {
        let lead = self[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard start + length <= count else { return nil }
        for offset in 1..<length {
            let byte = self[start + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        switch value {
        case 0x80...0x9F, 0x2028, 0x2029, 0xD800...0xDFFF, 0xFEFF, 0xFFFE, 0xFFFF, 0x110000...: return nil
        case 0..<0x80: return nil  // overlong
        case 0x80..<0x800 where length != 2, 0x800..<0x10000 where length != 3: return nil  // overlong
        default: return length
        }
    }
}

extension UInt64 {
    /// 0x80 in exactly the bytes of this word that are line feeds, 0 in the others. Exact, since no carry crosses a
    /// byte: each sum is at most 0x7F + 0x7F.
    @inline(__always)
    var lineFeedBytes: UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let feeds = self ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((feeds & lows) &+ lows) | feeds | lows)
    }
}

extension UInt8 {
    /// The value of an ASCII hexadecimal digit (`0`-`9`, `a`-`f`, `A`-`F`), or nil.
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
