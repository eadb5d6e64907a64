internal import CYAML
import GeneratorDiagnostics

/// The libyaml event loop, shared by the loader and the bare benchmark parse.
enum LibYAMLParser {
    /// Feeds every event of `bytes` to `body`, in order, until the stream ends; a libyaml error becomes a located
    /// diagnostic. The parser reads `bytes` in place; libyaml detects the encoding itself (a byte order mark too).
    static func withEvents(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext,
        _ body: (UnsafePointer<yaml_event_t>) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        // libyaml keeps a pointer to the parser itself, so it must not move: allocate it.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else {
            throw DiagnosticError(.error(YAMLDiagnosticID.syntax, "cannot start the YAML parser", at: context.fileStart))
        }
        defer { yaml_parser_delete(parser) }
        // An empty buffer may have no base address; libyaml needs a pointer even for zero bytes.
        let empty: [UInt8] = [0]
        try empty.withUnsafeBufferPointer { (fallback) throws(DiagnosticError) in
            yaml_parser_set_input_string(parser, bytes.baseAddress ?? fallback.baseAddress, bytes.count)
            while true {
                guard yaml_parser_parse(parser, event) != 0 else {
                    throw DiagnosticError(
                        ParserErrors.diagnostic(parser, text: TextPositions(bytes: bytes), context: context))
                }
                defer { yaml_event_delete(event) }
                if event.pointee.type == YAML_STREAM_END_EVENT { return }
                try body(event)
            }
        }
    }
}
