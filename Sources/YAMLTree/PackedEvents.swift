internal import CYAML
import GeneratorDiagnostics

/// One libyaml event copied out of libyaml's buffers, so that it can wait in an ``EventBatch`` and cross threads.
///
/// Texts (a scalar's value, a tag, an anchor or alias name) are byte ranges of the batch's `text`.
struct PackedEvent: Sendable {
    enum Kind: UInt8, Sendable {
        case scalar, mappingStart, sequenceStart, collectionEnd, alias, documentStart, documentEnd
    }

    /// A byte range of the batch's text; `count` is -1 when there is no such text (no tag, no anchor).
    struct TextRange: Sendable {
        var start: Int32
        var count: Int32

        static let none = TextRange(start: 0, count: -1)
        var isNone: Bool { count < 0 }
    }

    var kind: Kind
    var style: ScalarStyle
    var mark: Mark
    /// The scalar's value, or the alias's anchor name.
    var value: TextRange
    var tag: TextRange
    var anchor: TextRange
}

/// A run of consecutive events with the bytes of their texts, as the parser hands them to the tree builder.
struct EventBatch: Sendable {
    var events: [PackedEvent] = []
    var text: [UInt8] = []
    /// The parse failed after the events of this batch; it is the last one.
    var error: DiagnosticError?
    /// The stream ends after this batch.
    var isLast = false

    /// Events per batch: large enough that handing a batch to another thread costs nothing next to parsing it,
    /// small enough that the tree builder starts early and little waits in memory.
    static let eventCapacity = 4096
    /// Text bytes past which a batch is handed over even with fewer events (documents of long descriptions).
    static let textCapacity = 256 << 10

    init() {
        events.reserveCapacity(Self.eventCapacity)
    }

    var isFull: Bool { events.count >= Self.eventCapacity || text.count >= Self.textCapacity }

    /// Copies `event` into the batch; stream start and end events are not kept.
    mutating func append(_ event: UnsafePointer<yaml_event_t>, context: ParseContext) {
        let e = event.pointee
        let mark = context.mark(e.start_mark)
        switch e.type {
        case YAML_SCALAR_EVENT:
            let data = e.data.scalar
            let style: ScalarStyle =
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            events.append(PackedEvent(
                kind: .scalar, style: style, mark: mark, value: copy(data.value, count: data.length),
                tag: copy(data.tag), anchor: copy(data.anchor)))
        case YAML_MAPPING_START_EVENT:
            append(.mappingStart, mark: mark, anchor: copy(e.data.mapping_start.anchor))
        case YAML_SEQUENCE_START_EVENT:
            append(.sequenceStart, mark: mark, anchor: copy(e.data.sequence_start.anchor))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            append(.collectionEnd, mark: mark)
        case YAML_ALIAS_EVENT:
            events.append(PackedEvent(
                kind: .alias, style: .plain, mark: mark, value: copy(e.data.alias.anchor), tag: .none, anchor: .none))
        case YAML_DOCUMENT_START_EVENT:
            append(.documentStart, mark: mark)
        case YAML_DOCUMENT_END_EVENT:
            append(.documentEnd, mark: mark)
        default:
            break  // stream start and end
        }
    }

    private mutating func append(_ kind: PackedEvent.Kind, mark: Mark, anchor: PackedEvent.TextRange = .none) {
        events.append(PackedEvent(kind: kind, style: .plain, mark: mark, value: .none, tag: .none, anchor: anchor))
    }

    /// Appends `count` bytes (which may include NUL) to the text.
    private mutating func copy(_ pointer: UnsafePointer<UInt8>, count: Int) -> PackedEvent.TextRange {
        let start = text.count
        text.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
        return PackedEvent.TextRange(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count))
    }

    /// Appends a NUL-terminated libyaml string (a tag or an anchor), if there is one.
    private mutating func copy(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> PackedEvent.TextRange {
        guard let pointer else { return .none }
        return copy(pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
    }
}
