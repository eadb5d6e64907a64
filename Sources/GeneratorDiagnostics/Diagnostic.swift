/// How bad a problem is. Errors stop generation; warnings are reported and generation goes on.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, as data: what, how bad, and where.
///
/// `id` is stable across releases (for example `yaml.syntax`, `ref.missing`, `schema.type`) so that tests and
/// tools can match on it; `message` is for humans and may change.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    /// A stable, dotted identifier such as `ref.missing`.
    public var id: String
    public var message: String
    /// Where the offending node starts, when the problem has a place in a file.
    public var location: SourceLocation?
    /// The JSON pointer of the offending node inside its file (`#/paths/~1pets/get`), when known.
    public var pointer: String?

    public init(
        _ severity: Severity, id: String, _ message: String,
        at location: SourceLocation? = nil, pointer: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.pointer = pointer
    }

    public static func error(_ id: String, _ message: String, at location: SourceLocation? = nil, pointer: String? = nil) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location, pointer: pointer)
    }

    public static func warning(_ id: String, _ message: String, at location: SourceLocation? = nil, pointer: String? = nil) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location, pointer: pointer)
    }

    /// The compiler-style line editors and Xcode show inline:
    /// `path:line:column: error: message [id]`, or `error: message [id]` when there is no location.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(Diagnostic.sanitize(message))"
        if let pointer, !pointer.isEmpty { text += " (at \(Diagnostic.sanitize(pointer)))" }
        text += " [\(id)]"
        return text
    }

    /// Keeps a message on one printable line that shows what it says: control characters (a newline from a hostile
    /// key, say, or a terminal escape sequence), line and paragraph separators and invisible characters (bidirectional
    /// controls, zero-width spaces and other default-ignorable code points) are escaped as `\n`, `\u{202e}`...
    static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { return true }
        return value >= 0x80 && scalar.properties.isDefaultIgnorableCodePoint
    }
}
