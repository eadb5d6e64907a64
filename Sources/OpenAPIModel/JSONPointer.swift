/// An RFC 6901 JSON pointer, as used in `$ref` fragments: `#/components/schemas/Pet`.
public struct JSONPointer: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Decoded reference tokens (`~1` already turned back into `/`).
    public var tokens: [String]

    public init(_ tokens: [String] = []) { self.tokens = tokens }

    /// The document root.
    public static let root = JSONPointer()

    /// Parses `#/a/b`, `/a/b` or `` (the root); undoes percent-encoding (in URI fragments) then `~1`/`~0`.
    /// Returns nil for text that is not a pointer (for example a fragment that does not start with `/`).
    public init?(parsing text: some StringProtocol) {
        var body = Substring(text)
        if body.hasPrefix("#") { body = body.dropFirst() }
        // The fragment's percent-encoding is undone first (RFC 6901, section 6): `#%2Fcomponents` is `/components`.
        let decoded = JSONPointer.percentDecoded(body)
        if decoded.isEmpty { self.tokens = []; return }
        guard decoded.hasPrefix("/") else { return nil }
        self.tokens = JSONPointer.tokens(of: decoded.dropFirst()).map(JSONPointer.unescaped)
    }

    /// A token as written in a pointer, with `~1` turned back into `/` and `~0` into `~`.
    public static func unescaped(_ token: String) -> String {
        token.contains("~") ? token.replacing("~1", with: "/").replacing("~0", with: "~") : token
    }

    /// The texts between the `/`s of `body` (a pointer without its leading `/`), as written: `a/b/` gives `a`, `b`
    /// and an empty token.
    ///
    /// Split at the `/` bytes, as RFC 6901 splits at the `/` character. (`split(separator: "/")` on the text
    /// compares characters, which would keep a `/` followed by a combining mark inside a token, and took 32,000
    /// instructions for a short `$ref`: 1.5% of Stripe's generation; callgrind.)
    public static func tokens(of body: Substring) -> [String] {
        var tokens: [String] = []
        var start = body.utf8.startIndex
        var index = start
        while index < body.utf8.endIndex {
            if body.utf8[index] == UInt8(ascii: "/") {
                tokens.append(String(body[start..<index]))
                start = body.utf8.index(after: index)
            }
            index = body.utf8.index(after: index)
        }
        tokens.append(String(body[start...]))
        return tokens
    }

    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens + [token]) }
    public func appending(_ index: Int) -> JSONPointer { JSONPointer(tokens + [String(index)]) }

    public var lastToken: String? { tokens.last }
    public var parent: JSONPointer? { tokens.isEmpty ? nil : JSONPointer(Array(tokens.dropLast())) }

    /// `#/a~1b/c`: the fragment form, escaped.
    ///
    /// Every operation, parameter, declaration and property of a document records where it came from, so this runs
    /// tens of thousands of times for a large one, on pointers 10 tokens deep and more (Stripe's form bodies), most
    /// of them with a `/` to escape (every path template has them, and media types). So the text is written in two
    /// plain loops over each token's bytes in place: one counts the escapes, one copies and escapes; no token is
    /// checked for escapes first. (Stripe's 18,390 descriptions took 82 M instructions when each token was counted,
    /// checked, then copied; 56 M so; callgrind.) The bytes are read through `utf8.withContiguousStorageIfAvailable`
    /// rather than `withUTF8` on a copy of the token, the project's usual way, which ran 0.6% more instructions for
    /// all of Stripe's generation.
    public var description: String {
        var length = 1
        for token in tokens { length += 1 + token.utf8.count + Self.escapeCount(token) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            buffer[0] = UInt8(ascii: "#")
            var end = 1
            for token in tokens {
                buffer[end] = UInt8(ascii: "/")
                end += 1
                let written = token.utf8.withContiguousStorageIfAvailable { bytes in
                    Self.writeEscaped(bytes, into: buffer, at: end)
                }
                end = written ?? Self.writeEscaped(Array(token.utf8), into: buffer, at: end)
            }
            return end
        }
    }

    /// Writes `bytes` at `start` in `buffer`, `~` as `~0` and `/` as `~1`; returns the end.
    private static func writeEscaped(
        _ bytes: some Collection<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        var end = start
        for byte in bytes {
            if needsEscape(byte) {
                buffer[end] = UInt8(ascii: "~")
                buffer[end + 1] = byte == UInt8(ascii: "~") ? UInt8(ascii: "0") : UInt8(ascii: "1")
                end += 2
            } else {
                buffer[end] = byte
                end += 1
            }
        }
        return end
    }

    /// How many bytes of `token` are escaped in the fragment form (`~` and `/`).
    private static func escapeCount(_ token: String) -> Int {
        token.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes { count &+= needsEscape(byte) ? 1 : 0 }
            return count
        } ?? token.utf8.reduce(0) { $0 + (needsEscape($1) ? 1 : 0) }
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.tokens.lexicographicallyPrecedes(rhs.tokens) }

    /// `text` with its `%XX` escapes undone (a URI fragment, a file path); a `%` not followed by two hexadecimal
    /// digits is kept as written.
    public static func percentDecoded(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
