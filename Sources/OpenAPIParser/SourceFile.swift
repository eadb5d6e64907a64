import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// One file (or remote document) that the parse read, with its node tree.
final class SourceFile {
    /// The file's identity, as used in `ReferenceTarget.file`: its path relative to the root document's folder,
    /// lexically normalized (`resources/droplets/list.yml`, `../shared.yaml`), an absolute path for a file
    /// outside that folder named by an absolute reference, or the URL (without fragment) of a remote document.
    /// Relative keys keep targets, and so generated output, the same on every machine.
    let key: String
    /// The path diagnostics print: the root's path as the user gave it, other files relative to it.
    let displayPath: String
    /// True for a document fetched over the network; its relative references resolve against ``key`` as a URL.
    let isRemote: Bool
    let root: Node
    /// The folder part of ``key``, which relative references are read against.
    let folder: String
    /// The file's absolute path, or its URL when remote.
    let absolutePath: String
    /// Whether its text may declare a JSON Schema `$id` or `$anchor` (``SchemaIdentifiers/mayDeclare(_:)``).
    let mayDeclareIdentifiers: Bool
    /// Its schemas with a `$id`, by pointer; set once by ``SchemaIdentifiers/index(_:)``, before any other thread
    /// reads the file.
    var embeddedResources: [JSONPointer: EmbeddedResource] = [:]

    init(key: String, displayPath: String, isRemote: Bool, root: Node, absolutePath: String, mayDeclareIdentifiers: Bool) {
        self.key = key
        self.displayPath = displayPath
        self.isRemote = isRemote
        self.root = root
        self.folder = FilePaths.folder(of: key)
        self.absolutePath = absolutePath
        self.mayDeclareIdentifiers = mayDeclareIdentifiers
    }

    @inline(__always)
    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: displayPath, line: Int(mark.line), column: Int(mark.column))
    }

    /// A cursor on the whole file.
    var rootCursor: Cursor { Cursor(node: root, file: self, pointer: .root) }
}

/// A `$ref` text taken apart and resolved against the file it is written in.
enum ParsedReference {
    /// A local or relative file (key as in ``SourceFile/key``) or the current one, and a pointer inside it.
    case target(ReferenceTarget, remote: Bool)
    /// Not a usable reference; the message says why.
    case invalid(String)
}

/// Lexical path arithmetic on `/`-separated paths, done on UTF-8 bytes (no grapheme breaking, no Foundation) and
/// without touching the file system: normalizing must not cost syscalls.
enum FilePaths {
    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    /// The file key (see ``SourceFile/key``) of the file part of a local `$ref` (percent-encoded, maybe a `file://`
    /// URL) written in a file of `folder`; nil for a URL of another scheme. Remote references are not local.
    static func key(ofLocal filePart: Substring, from folder: String, rootAbsoluteFolder: String) -> String? {
        var path = JSONPointer.percentDecoded(filePart)
        if path.utf8.contains(UInt8(ascii: ":")) {
            if Pointers.hasPrefix(path.utf8[...], "file://") {
                path = String(path.utf8.dropFirst(7))!
            } else if Pointers.hasScheme(path) {
                return nil
            }
        }
        guard path.utf8.first == slash else { return join(folder, path) }
        let absolute = normalize(path)
        let root = rootAbsoluteFolder == "/" ? "/" : rootAbsoluteFolder + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
    }

    /// Drops empty and `.` components and folds `..` into its parent; a relative path keeps leading `..`s.
    static func normalize(_ path: some StringProtocol) -> String {
        normalize(bytes: Array(path.utf8))
    }

    /// `relative` read from `folder`, normalized; an absolute `relative` stands alone.
    static func join(_ folder: String, _ relative: some StringProtocol) -> String {
        if relative.utf8.first == slash || folder.isEmpty { return normalize(relative) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folder.utf8.count + relative.utf8.count + 1)
        bytes.append(contentsOf: folder.utf8)
        bytes.append(slash)
        bytes.append(contentsOf: relative.utf8)
        return normalize(bytes: bytes)
    }

    private static func normalize(bytes path: [UInt8]) -> String {
        let isAbsolute = path.first == slash
        var kept: [Range<Int>] = []  // components still in the result
        var start = 0
        for end in 0...path.count where end == path.count || path[end] == slash {
            defer { start = end + 1 }
            let length = end - start
            if length == 0 || (length == 1 && path[start] == dot) { continue }
            if length == 2 && path[start] == dot && path[start + 1] == dot {
                if let last = kept.last, !(last.count == 2 && path[last.lowerBound] == dot && path[last.lowerBound + 1] == dot) {
                    kept.removeLast()
                    continue
                }
                if isAbsolute { continue }  // `/..` is `/`
            }
            kept.append(start..<end)
        }
        var result: [UInt8] = []
        result.reserveCapacity(path.count + 1)
        if isAbsolute { result.append(slash) }
        for (position, range) in kept.enumerated() {
            if position > 0 { result.append(slash) }
            result.append(contentsOf: path[range])
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The folder part of a path, without the trailing slash ("" for a bare file name, "/" for a file in `/`).
    static func folder(of path: String) -> String {
        guard let slashIndex = path.utf8.lastIndex(of: slash) else { return "" }
        if slashIndex == path.utf8.startIndex { return "/" }
        return String(path[..<slashIndex])
    }

    /// The last component of a path.
    static func fileName(of path: String) -> String {
        guard let slashIndex = path.utf8.lastIndex(of: slash) else { return path }
        return String(path[path.utf8.index(after: slashIndex)...])
    }

    /// True for a relative key that leaves its base folder (`../x`, `..`).
    static func escapes(_ key: String) -> Bool {
        key == ".." || key.utf8.starts(with: "../".utf8)
    }

    /// True when a normalized relative key climbs above the root folder's parent (`../../x`).
    static func escapesParentFolder(_ key: String) -> Bool {
        key == "../.." || key.utf8.starts(with: "../../".utf8)
    }

    /// The absolute path a local file key is read from, given the root document's absolute folder. Keys are
    /// normalized, so only keys that leave the root's folder need the path arithmetic.
    static func absolutePath(forKey key: String, rootAbsoluteFolder: String) -> String {
        if key.utf8.first == slash { return key }
        return escapes(key) || rootAbsoluteFolder == "/" ? join(rootAbsoluteFolder, key) : rootAbsoluteFolder + "/" + key
    }

    /// True for a local file key outside the folders references may reach by default (the root document's folder
    /// and its parent): an absolute path, or one that climbs higher. Such files need `allowReferencesOutsideRoot`.
    static func isOutsideRoot(_ key: String) -> Bool {
        key.utf8.first == slash || escapesParentFolder(key)
    }
}
