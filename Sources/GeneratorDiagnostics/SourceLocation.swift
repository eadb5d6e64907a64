/// A position in an input file: 1-based line and column, as editors and compilers print them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the user named it (or as a `$ref` reached it).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars as libyaml counts them.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
