/// The essence of a media type (`Application/JSON; charset=utf-8` -> `application/json`): what the translator compares
/// media types by, and what a webhook's decoder matches the `mediaType` of a received request against (the runtime's
/// `HTTPMessageParts.mediaType` cuts and lower-cases the same way).
public enum MediaTypeEssence {
    /// `type/subtype`, lowercased, without parameters or spaces.
    public static func of(_ contentType: String) -> String {
        // Media types are ASCII: trim and cut their bytes, without going through characters. Nearly all are
        // already an essence (`application/json`), and come back as they are, without a new string.
        let bytes = contentType.utf8
        if isEssence(bytes) { return contentType }
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
            var head = bytes[..<end]
            while let first = head.first, isSpace(first) { head = head.dropFirst() }
            while let last = head.last, isSpace(last) { head = head.dropLast() }
            return String(decoding: head.lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let head = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var text = head
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.lowercased()
    }

    /// True when `bytes` are already their own essence: ASCII, no upper case letter, no parameter (`;`) and no
    /// white space at either end.
    private static func isEssence(_ bytes: String.UTF8View) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first > 0x20, last > 0x20 else { return bytes.isEmpty }
        for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: ";") || (0x41...0x5A).contains(byte) {
            return false
        }
        return true
    }
}
