/// One generated file: a path relative to the output folder, and its full text.
public struct OutputFile: Hashable, Sendable {
    /// Relative path with `/` separators, e.g. `Models/Pet.swift`.
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
