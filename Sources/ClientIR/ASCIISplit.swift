extension String {
    /// The parts of the text between the bytes `separator` (an ASCII character), found by bytes: what
    /// `split(separator:omittingEmptySubsequences:)` gives for the texts the generator makes (qualified Swift names,
    /// relative file paths), where a part never starts with a combining mark. `split` walks characters, which cost
    /// 10,000 to 20,000 instructions for a name or path of a few dozen bytes.
    public func asciiSplit(_ separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true) -> [Substring] {
        precondition(separator.isASCII, "asciiSplit splits at an ASCII character")
        let byte = UInt8(separator.value)
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == byte {
                if !omittingEmptySubsequences || start != index { parts.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmptySubsequences || start != endIndex { parts.append(self[start..<endIndex]) }
        return parts
    }

    /// The text after the last byte `separator` (an ASCII character), or all of it when there is none: the file name
    /// of a path (`Pet.swift` of `Models/Pet.swift`), found by bytes.
    public func suffix(afterLast separator: Unicode.Scalar) -> Substring {
        precondition(separator.isASCII, "suffix(afterLast:) cuts at an ASCII character")
        guard let index = utf8.lastIndex(of: UInt8(separator.value)) else { return self[...] }
        return self[utf8.index(after: index)...]
    }

    /// The text before the last byte `separator` (an ASCII character), or nothing when there is none: the folder of a
    /// relative path (`Models` of `Models/Pet.swift`), found by bytes.
    public func prefix(beforeLast separator: Unicode.Scalar) -> Substring {
        precondition(separator.isASCII, "prefix(beforeLast:) cuts at an ASCII character")
        guard let index = utf8.lastIndex(of: UInt8(separator.value)) else { return self[endIndex...] }
        return self[..<index]
    }
}
