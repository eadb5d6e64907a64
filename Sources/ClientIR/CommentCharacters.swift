/// True for a scalar that generated comments leave out, because it is invisible or could make the source read
/// differently from what it is: control characters (C0, DEL, C1; the callers turn line breaks and tabs into lines
/// and spaces first), format characters (bidirectional controls and isolates, zero-width spaces, word joiners, the
/// byte order mark, tag characters), every other default-ignorable code point (Hangul fillers, the combining
/// grapheme joiner...), private-use, unassigned and surrogate code points.
///
/// The zero-width joiner and non-joiner and the variation selectors are kept: emoji and some scripts need them,
/// and they only change how the characters around them look.
public func isHiddenInComments(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0x7F || value == 0x200C || value == 0x200D { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .surrogate, .unassigned, .privateUse:
        return true
    default:
        return properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector
    }
}

/// True when `bytes` can stand on a comment line as they are: printable ASCII only (no line break, tab or other
/// control character, nothing hidden; see ``isHiddenInComments(_:)``), and no `*/`. Most documentation is, and
/// checking its bytes is much faster than rebuilding it scalar by scalar. The bytes are read in blocks without a
/// branch per byte, which the compiler turns into vector instructions (descriptions are two thirds of some outputs,
/// so this runs over megabytes).
public func isPlainCommentText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let blockSize = 64
    var previous: UInt8 = 0
    var start = 0
    while start < bytes.count {
        let end = min(start + blockSize, bytes.count)
        var rejected: UInt8 = 0
        for index in start..<end {
            let byte = bytes[index]
            // Outside 0x20...0x7E, or the `/` of `*/`.
            rejected |= (byte &- 0x20 > 0x5E ? 1 : 0) | (byte == 0x2F && previous == 0x2A ? 1 : 0)
            previous = byte
        }
        if rejected != 0 { return false }
        start = end
    }
    return true
}
