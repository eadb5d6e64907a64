import GeneratorDiagnostics

/// Where a `$ref` points: a file (as a normalized path or URL, the same spelling the parser uses as file identity)
/// and a JSON pointer inside it. Two refs to the same place compare equal however they were written.
///
/// Targets are keys of the parser's and the translator's tables (Stripe's generation hashes 137,000 of them, each a
/// path and a pointer ten tokens deep), so a target hashes its parts once, when it is made, and is immutable.
public struct ReferenceTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Normalized path of the file (or the URL of a remote document).
    public let file: String
    public let pointer: JSONPointer
    /// The hash of `file` and `pointer`.
    private let hashOfParts: Int

    public init(file: String, pointer: JSONPointer) {
        self.file = file
        self.pointer = pointer
        var hasher = Hasher()
        hasher.combine(file)
        hasher.combine(pointer)
        hashOfParts = hasher.finalize()
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hashOfParts) }

    public static func == (lhs: ReferenceTarget, rhs: ReferenceTarget) -> Bool {
        lhs.hashOfParts == rhs.hashOfParts && lhs.file == rhs.file && lhs.pointer == rhs.pointer
    }

    public var description: String { file + pointer.description }

    public static func < (lhs: ReferenceTarget, rhs: ReferenceTarget) -> Bool {
        (lhs.file, lhs.pointer) < (rhs.file, rhs.pointer)
    }
}

/// A `$ref` as written in the document, resolved to its target, with the location of the `$ref` itself
/// (so a dangling reference is reported where it is written).
public struct SchemaReference: Hashable, Sendable {
    /// The text of the `$ref` as written.
    public var raw: String
    public var target: ReferenceTarget
    public var location: SourceLocation

    public init(raw: String, target: ReferenceTarget, location: SourceLocation) {
        self.raw = raw
        self.target = target
        self.location = location
    }
}
