/// A position in the input, 1-based, as libyaml reports it plus one.
public struct Mark: Hashable, Sendable {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }
}

/// How a scalar was written. The style is the only way to tell `"200"` (a string) from `200` (maybe a number):
/// types are resolved later, by what the schema expects, never guessed by the loader.
public enum ScalarStyle: UInt8, Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A leaf value with its raw text, explicit tag (`tag:yaml.org,2002:str`, `!custom`) and style.
public struct Scalar: Hashable, Sendable {
    public var value: String
    /// Tags are rare: a reference to a box keeps every scalar 8 bytes smaller than an inline optional string would
    /// (trees of multi-file documents hold hundreds of thousands of scalars).
    private var tagBox: Tag?
    public var style: ScalarStyle
    public var mark: Mark

    /// The explicit tag, resolved (`tag:yaml.org,2002:str`, `!custom`), or nil.
    public var tag: String? {
        get { tagBox?.name }
        set { tagBox = newValue.map(Tag.init) }
    }

    public init(value: String, tag: String? = nil, style: ScalarStyle = .plain, mark: Mark) {
        self.value = value
        self.tagBox = tag.map(Tag.init)
        self.style = style
        self.mark = mark
    }

    private final class Tag: Hashable, Sendable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// True for a plain scalar with no tag, the only kind whose meaning depends on resolution
    /// (`true`, `null`, `12` are plain; `"12"` and `!!str 12` are strings).
    public var isPlain: Bool { style == .plain && tag == nil }

    /// YAML 1.2 core schema `null`: a plain `null`, `Null`, `NULL`, `~` or empty scalar, or an explicit `!!null`.
    public var isNull: Bool {
        if tag == "tag:yaml.org,2002:null" { return true }
        guard isPlain else { return false }
        switch value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// YAML 1.2 core schema booleans (plain `true`/`True`/`TRUE`/`false`...), or nil.
    public var bool: Bool? {
        guard isPlain || tag == "tag:yaml.org,2002:bool" else { return nil }
        switch value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }
}

/// One mapping entry. Keys are scalars: OpenAPI has no use for complex keys, and the loader rejects them.
public struct MappingEntry: Sendable, Hashable {
    public var key: Scalar
    public var value: Node

    public init(key: Scalar, value: Node) {
        self.key = key
        self.value = value
    }
}

/// An immutable, order-preserving YAML/JSON tree. Every node knows where it started in the file.
///
/// Deliberately not `indirect`: the arrays already put children on the heap, and a flat enum keeps the tree small.
public enum Node: Sendable, Hashable {
    case scalar(Scalar)
    case sequence([Node], mark: Mark)
    case mapping([MappingEntry], mark: Mark)

    /// Where this node starts.
    public var mark: Mark {
        switch self {
        case .scalar(let s): s.mark
        case .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// The text of a scalar node, whatever its style.
    public var string: String? { scalar?.value }

    public var sequence: [Node]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    public var mapping: [MappingEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// The value for `key` in a mapping node (first match, source order), or nil.
    public subscript(key: String) -> Node? {
        guard case .mapping(let entries, _) = self else { return nil }
        for entry in entries where entry.key.value == key { return entry.value }
        return nil
    }

    /// The entry for `key` in a mapping node, with the key's own mark, or nil.
    public func entry(_ key: String) -> MappingEntry? {
        guard case .mapping(let entries, _) = self else { return nil }
        for entry in entries where entry.key.value == key { return entry }
        return nil
    }

    /// A short name of the node's kind for messages: "a mapping", "a sequence", "a boolean"; a scalar is shown as
    /// written when short (`'maybe'`, `'2'`). Messages escape what cannot be printed.
    public var kindDescription: String {
        switch self {
        case .scalar(let s) where s.isNull: "null"
        case .scalar(let s) where s.bool != nil: "a boolean"
        case .scalar(let s): s.value.utf8.count <= 40 ? "'\(s.value)'" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
