import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

/// The use-site facts of one reference target.
struct ReferenceInfo: Sendable {
    /// The type a `$ref` spells (optional when the target allows `null`).
    var usage: TypeUsage
    /// The first identifier of that type (`Pet` for `Pet?`), which nested types must not hide.
    var leadingName: String
}

/// The translation of schemas for one document: immutable facts (names of every reachable schema, which of them
/// allow `null`) and the functions that turn a schema into a ``TypeUsage`` and declarations.
final class SchemaContext: Sendable {
    let document: Document
    let options: TranslatorOptions
    let diagnostics: DiagnosticCollector
    let names: TopLevelNames
    /// What a `$ref` to each target spells: the type, optional when the target allows `null` (declarations
    /// never are optional, uses are), and the top-level name it needs to stay visible.
    let references: [ReferenceTarget: ReferenceInfo]
    /// The first identifier of every user-provided type (type overrides): never declared, never shadowed.
    let userTypeNames: Set<String>
    private let rootDirectory: String
    /// The files the document was read from (keys relative to the root file's folder), by file name.
    private let sourceFilesByName: [Substring: [String]]
    /// ``file(writtenAs:)``'s answers: a document names few files, and its operations ask for them thousands of times,
    /// from both threads.
    private let fileKeys = Locked<[String: String]>([:])
    /// The `$ref` targets of each long `oneOf`/`anyOf` that an `allOf` merges, and its number of members, by the
    /// place of the schema that holds them (``allOfPart(at:lists:among:)``).
    let listedTargets = Locked<[ReferenceTarget: (count: Int, targets: Set<ReferenceTarget>)]>([:])
    /// Whether `NSRegularExpression` reads each `pattern` met so far, when the client validates
    /// (``readablePattern(of:)``), and the places of the patterns reported as unreadable.
    let patterns = Locked<(readable: [String: Bool], reported: Set<String>)>(([:], []))
    /// Warnings about places inside copies, emitted once sharing has kept or dropped the copies.
    let deferredWarnings = DeferredWarnings()
    /// The copies declared past ``maximumCopies``, until they are made aliases of their homes.
    let copiesPastTheBound = CopiesPastTheBound()
    /// The binary strings whose bytes travel as they are (parts, form fields, whole binary bodies): `Data`; the
    /// others are text inside JSON.
    let rawByteStrings: RawByteStrings

    static let json = TypeUsage.builtin("JSONValue")

    init(document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector) {
        self.document = document
        self.options = options
        self.diagnostics = diagnostics
        names = TopLevelNames(document: document, options: options, diagnostics: diagnostics)
        let overrides = Array(options.schemaTypeOverrides.values) + Array(options.formatTypeOverrides.values)
        userTypeNames = Set(overrides.map(LeadingNames.leadingIdentifier).filter { !$0.isEmpty })
        let slash = document.rootFile.lastIndex(of: "/")
        rootDirectory = slash.map { String(document.rootFile[...$0]) } ?? ""
        sourceFilesByName = Dictionary(grouping: document.sourceFiles, by: Self.fileName(of:))
        rawByteStrings = RawByteStrings(document: document)
        var nullable = Set<ReferenceTarget>()
        for (target, schema) in document.schemas where SchemaContext.allowsNull(schema, in: document.schemas, depth: 0) {
            nullable.insert(target)
        }
        var references: [ReferenceTarget: ReferenceInfo] = [:]
        references.reserveCapacity(names.entries.count)
        for target in names.entries.keys {
            guard let usage = names.usage(for: target) else { continue }
            let declared = names.resolvedEntry(target)?.target ?? target
            let isNullable = nullable.contains(target) || nullable.contains(declared)
            references[target] = ReferenceInfo(usage: isNullable ? usage.optional : usage, leadingName: usage.leadingName)
        }
        self.references = references
    }

    /// The file a schema whose location names `written` belongs to, as declarations record it: the root file unless
    /// the location says otherwise.
    func file(writtenAs written: String) -> String {
        if let known = fileKeys.withLock({ $0[written] }) { return known }
        let root = document.rootFile
        let key: String
        if written.isEmpty || written == root || root.hasSuffix("/" + written) || written.hasSuffix("/" + root) {
            key = root
        } else if let source = sourceFile(forDisplayPath: written) {
            key = source
        } else {
            let rootName = root.split(separator: "/").last.map(String.init) ?? root
            let writtenName = written.split(separator: "/").last.map(String.init) ?? written
            key = rootName == writtenName ? root : written
        }
        fileKeys.withLock { $0[written] = key }
        return key
    }

    /// The name of the source file a location's path (as diagnostics print it: relative to the working directory, or
    /// absolute) stands for, relative to the root file's folder, so that nothing generated depends on where the
    /// generator was run from. Nil when no file read matches.
    private func sourceFile(forDisplayPath path: String) -> String? {
        sourceFilesByName[Self.fileName(of: path)]?
            .filter { path == $0 || path.hasSuffix("/" + $0) }
            .max { $0.utf8.count < $1.utf8.count }
    }

    /// The last component of a path (`pets.yaml` of `specs/pets.yaml`), found by its bytes: splitting DigitalOcean's
    /// 2,849 file paths into components, by characters, took 70 M instructions.
    static func fileName(of path: String) -> Substring { path.suffix(afterLast: "/") }

    /// The schema a `$ref` leads to (a copy is one retain: ``Schema`` keeps its keywords in one buffer).
    func resolve(_ target: ReferenceTarget) -> Schema? { document.schemas[target] }

    func shape(of schema: Schema) -> (shape: SchemaShape, isNullable: Bool) {
        SchemaShape.of(schema, openEnumerations: !options.frozenEnums, resolve: resolve)
    }

    /// The type a `$ref` spells at a use site: optional when the target allows `null`.
    func referenceUsage(_ ref: SchemaReference) -> TypeUsage {
        guard let info = references[ref.target] else {
            diagnostics.emit(.warning(
                "translate.unresolvedReference",
                "The reference '\(ref.raw)' does not lead to a schema; its values are kept as JSONValue.",
                at: ref.location))
            return Self.json
        }
        return info.usage
    }

    /// `#/components/schemas/Pet` for the root file, `common.yaml#/components/schemas/Error` for others (relative to
    /// the root file's folder when inside it, so output does not depend on where the document lives).
    func origin(of schema: Schema, file: String) -> String {
        origin(pointer: schema.pointer, file: file)
    }

    func origin(pointer: JSONPointer, file: String) -> String {
        if file == document.rootFile { return pointer.description }
        var path = file
        if !rootDirectory.isEmpty, path.hasPrefix(rootDirectory) { path = String(path.dropFirst(rootDirectory.count)) }
        return path + pointer.description
    }

    func documentation(of schema: Schema) -> [String] {
        DocumentationText.lines(title: schema.title, description: schema.description)
    }

    func warn(_ id: String, _ message: String, _ schema: Schema, file: String) {
        diagnostics.emit(.warning(id, message, at: schema.location, pointer: origin(of: schema, file: file)))
    }

    /// True when `schema` allows `null`, looking through references and single-member compositions.
    private static func allowsNull(_ schema: Schema, in schemas: [ReferenceTarget: Schema], depth: Int) -> Bool {
        guard depth < 32 else { return false }
        let (shape, nullable) = SchemaShape.of(schema) { schemas[$0] }
        if nullable { return true }
        switch shape {
        case .reference(let ref):
            return schemas[ref.target].map { allowsNull($0, in: schemas, depth: depth + 1) } ?? false
        case .single(let part):
            return allowsNull(part, in: schemas, depth: depth + 1)
        default:
            return false
        }
    }
}
