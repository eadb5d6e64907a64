internal import CYAML
import GeneratorDiagnostics

/// What a parse needs besides the bytes: the name diagnostics carry, and how to undo the pre-passes.
struct ParseContext {
    /// Labels diagnostics; never opened.
    var path: String
    /// The text holds U+2028/U+2029 stand-ins that scalar values must turn back (see ``LineSeparators``).
    var restoresLineSeparators = false
    /// Columns moved by the JSON surrogate pre-pass (see ``JSONSurrogates``).
    var columnShifts: ColumnShifts?

    /// A node mark from a libyaml mark (0-based) : 1-based, in the original text.
    @inline(__always)
    func mark(_ m: yaml_mark_t) -> Mark {
        var column = Int(m.column)
        if let columnShifts { column = columnShifts.originalColumn(line: Int(m.line), column: column) }
        return Mark(line: Int32(truncatingIfNeeded: m.line + 1), column: Int32(truncatingIfNeeded: column + 1))
    }

    /// The location of a libyaml mark.
    func location(_ m: yaml_mark_t) -> SourceLocation {
        let mark = mark(m)
        return SourceLocation(file: path, line: Int(mark.line), column: Int(mark.column))
    }

    /// The location of a node mark.
    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, line: Int(mark.line), column: Int(mark.column))
    }

    /// The location of the character at a byte offset of the parsed text.
    func location(ofByte offset: Int, in text: TextPositions) -> SourceLocation {
        let (line, column) = text.lineColumn(ofByte: offset)
        let original = columnShifts?.originalColumn(line: line, column: column) ?? column
        return SourceLocation(file: path, line: line + 1, column: original + 1)
    }

    /// The start of the file, for problems of the whole input.
    var fileStart: SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

    /// The string for a scalar's bytes. Scalars may contain NUL, so the length is taken from the event.
    @inline(__always)
    func string(_ pointer: UnsafePointer<UInt8>, count: Int) -> String {
        let buffer = UnsafeBufferPointer(start: pointer, count: count)
        return restoresLineSeparators
            ? LineSeparators.restoringString(buffer) : String(decoding: buffer, as: UTF8.self)
    }
}
