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
