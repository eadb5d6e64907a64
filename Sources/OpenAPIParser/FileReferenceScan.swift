import Foundation

/// A look at a file's bytes, before its tree is walked: can any of its `$ref`s name another file?
///
/// ``FilePrefetcher`` walks the tree of every file it is given for `$ref`s to other files. Most documents are one
/// file whose references all start with `#`, and for them that walk finds nothing: for Stripe's 4.2 MB, a walk of
/// some 300,000 nodes on a third thread, while the two decoding threads want both cores. A pass over the bytes costs
/// a fraction of that (`memchr` finds each `$`).
///
/// The answer only decides whether the tree is walked, never what is read or decoded: the decoder reads every file
/// it meets whether or not the prefetcher loaded it. So the scan may be loose. It answers true for any `$ref` key
/// whose value it cannot tell apart from a file name; a `$ref` it does not recognise as a key (a JSON key written
/// with escapes, a YAML `? $ref` key) leaves that file to the decoder, read when it is met, as before prefetching.
enum FileReferenceScan {
    /// False when every `$ref` key in `bytes` has a value that cannot name a local file: one that starts with `#` (a
    /// place in the same file: `$ref: '#/components/schemas/Pet'`, `"$ref": "#/definitions/Pet"`, or a folded
    /// `$ref: >-` whose text starts on the next line), an `http(s)` address (never prefetched), or a mapping or a
    /// list (a property named `$ref`, or an example).
    static func mayReferToOtherFiles(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return false }
            let count = text.count
            var index = 0
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "$")), count - index) {
                let dollar = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                index = dollar + 1
                guard let (value, onNextLine) = valueStart(afterKeyAt: dollar, in: text) else { continue }
                if value < count, text[value] == UInt8(ascii: "#") || text[value] == UInt8(ascii: "{")
                    || text[value] == UInt8(ascii: "[") || startsWithWebAddress(text, at: value)
                    || (onNextLine && startsMappingEntry(text, at: value))
                {
                    continue
                }
                return true
            }
            return false
        }
    }

    /// Where the value of a `$ref` key at `dollar` starts (after an opening quote), and whether it is on a later line
    /// than the key without a block scalar's indicator; nil when the `$ref` there is not a key: a word in a text, or
    /// the start of a longer key (`$refs`).
    private static func valueStart(
        afterKeyAt dollar: Int, in text: UnsafeBufferPointer<UInt8>
    ) -> (start: Int, onNextLine: Bool)? {
        guard dollar + 4 <= text.count, text[dollar + 1] == UInt8(ascii: "r"), text[dollar + 2] == UInt8(ascii: "e"),
              text[dollar + 3] == UInt8(ascii: "f")
        else { return nil }
        var position = dollar + 4
        if position < text.count, isQuote(text[position]) { position += 1 }
        position = skip(text, from: position, newlines: false)
        guard position < text.count, text[position] == UInt8(ascii: ":") else { return nil }
        position = skip(text, from: position + 1, newlines: false)
        // A block scalar (`>-`, `|`) starts on the next line; so does a value after a line break.
        let isBlockScalar = position < text.count
            && (text[position] == UInt8(ascii: ">") || text[position] == UInt8(ascii: "|"))
        if isBlockScalar {
            while position < text.count, text[position] != UInt8(ascii: "\n") { position += 1 }
        }
        let lineEnd = position
        position = skip(text, from: position, newlines: true)
        let onNextLine = !isBlockScalar && text[lineEnd..<position].contains(UInt8(ascii: "\n"))
        if position < text.count, isQuote(text[position]) { position += 1 }
        return (position, onNextLine)
    }

    /// Whether the line from `start` reads as a key of a block mapping (`type: string`): a property named `$ref`
    /// whose schema follows on the next lines, as in GitHub's SCIM schemas.
    private static func startsMappingEntry(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var position = start
        while position < text.count, text[position] != UInt8(ascii: "\n") {
            if text[position] == UInt8(ascii: ":"),
               position + 1 == text.count || [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(text[position + 1])
            {
                return true
            }
            position += 1
        }
        return false
    }

    private static func startsWithWebAddress(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for scheme in ["http://", "https://"] where start + scheme.utf8.count <= text.count {
            if scheme.utf8.enumerated().allSatisfy({ text[start + $0.offset] == $0.element }) { return true }
        }
        return false
    }

    private static func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }

    /// The first position from `start` that is not a space or a tab (nor a line break, with `newlines`).
    private static func skip(_ text: UnsafeBufferPointer<UInt8>, from start: Int, newlines: Bool) -> Int {
        var position = start
        while position < text.count {
            let byte = text[position]
            let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            let isLineBreak = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            guard isBlank || (newlines && isLineBreak) else { return position }
            position += 1
        }
        return position
    }
}
