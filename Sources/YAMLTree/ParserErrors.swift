internal import CYAML
import GeneratorDiagnostics

/// Turns the error libyaml left in a parser into a located diagnostic.
enum ParserErrors {
    static func diagnostic(
        _ parser: UnsafePointer<yaml_parser_t>, text: TextPositions, context: ParseContext
    ) -> Diagnostic {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "unknown problem"
        switch p.error {
        case YAML_MEMORY_ERROR:
            return .error(YAMLDiagnosticID.syntax, "out of memory while parsing", at: context.fileStart)
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset, not a mark.
            var message = problem
            if p.problem_value != -1 {
                let value = UInt32(bitPattern: p.problem_value)
                message += problem.contains("octet")
                    ? " (byte 0x\(hex(value, digits: 2)))" : " (found U+\(hex(value, digits: 4)))"
            }
            var offset = Int(p.problem_offset)
            if let bigEndian = text.utf16BigEndian {
                // A missing low surrogate is reported at the unit after the high one: point at the pair's start.
                if problem.contains("expected low surrogate") { offset -= 2 }
                let (line, column) = text.utf16LineColumn(ofByte: offset, bigEndian: bigEndian)
                return .error(YAMLDiagnosticID.reader, message,
                              at: SourceLocation(file: context.path, line: line + 1, column: column + 1))
            }
            if problem.contains("trailing") {
                // The offset is that of the bad continuation byte: point at the character it was meant to end.
                while offset > 0, offset <= text.bytes.count, text.bytes[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
                if offset > 0, offset <= text.bytes.count, text.bytes[offset - 1] >= 0xC0 { offset -= 1 }
            }
            return .error(YAMLDiagnosticID.reader, message, at: context.location(ofByte: offset, in: text))
        default:
            let problemOffset = text.byteOffset(ofCharacter: Int(p.problem_mark.index))
            let contextText = p.context.map { String(cString: $0) }
            // Only a simple-key context mark is where a key starts; others mark the enclosing collection.
            let contextOffset =
                contextText == "while scanning a simple key"
                ? text.byteOffset(ofCharacter: Int(p.context_mark.index)) : nil
            if let key = LongKeys.overlongKey(in: text, problemOffset: problemOffset, contextOffset: contextOffset) {
                return .error(
                    YAMLDiagnosticID.keyTooLong,
                    "key longer than \(LoaderLimits.implicitKeyLength) characters (\(key.length) before its ':'); "
                        + "the YAML parser cannot read longer implicit keys (in YAML, write it as an explicit '? ' key)",
                    at: context.location(ofByte: key.offset, in: text))
            }
            var message = problem
            if let contextText {
                let start = context.location(p.context_mark)
                message = "\(contextText) (started at line \(start.line), column \(start.column)): \(problem)"
            }
            return .error(YAMLDiagnosticID.syntax, message, at: context.location(p.problem_mark))
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
