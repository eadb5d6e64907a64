import ClientIR
import OpenAPIModel

/// Where the types made for inline schemas go, and the names already taken there.
///
/// Inline object, enum and `oneOf` schemas need a declaration. Inside a type (`Pet`, or an operation's struct) they
/// become nested types (`Pet.Category`); at the top level (``isTopLevel``) they become top-level types. Make one scope
/// per parent and pass it to every ``SchemaTranslation/typeUsage(for:suggestedName:in:)`` call for that parent, so
/// that two inline schemas never get the same name; then take ``declarations`` (via
/// ``SchemaTranslation/finishedDeclarations(of:)``) and nest them in the parent.
///
/// Nested names never equal a reserved name (`Pet.Type` is Swift's metatype) or the name of a top-level type used
/// inside the parent (a nested `Category` would hide the top-level `Category` from the parent's other members):
/// such names get the parent's name as a prefix (`Pet.PetType`, `Pet.PetCategory`). They never equal the name of
/// an enclosing type either (Swift would resolve the inner one), nor a name already taken in the scope: those get
/// `2`, `3`... (`Node.Child.Child2`).
public struct NestedTypeScope: Sendable {
    /// The qualified Swift name of the parent type (`Pet`, `Pet.Owner`), or empty for the top level.
    public let parentName: String
    /// Declarations made so far, in order (``add(_:)``).
    public private(set) var declarations: [TypeDeclaration] = []
    /// The index of each declaration in ``declarations`` by its simple name, for ``declaration(named:)``.
    private var indexByName: [String: Int] = [:]

    /// Simple names of the enclosing types, innermost last.
    let ancestors: [String]
    /// Where the inline schemas declared as the enclosing types are written, outermost first. An `allOf` that copies
    /// the properties of a schema enclosing it brings that schema's inline schemas back in, each to be declared again
    /// inside itself, for ever: ``encloses(_:in:)`` lets the translator stop there.
    private(set) var enclosingPlaces: [(file: String, pointer: JSONPointer)] = []
    /// What the outermost type around this scope has met so far, shared by all its nested scopes: the inline
    /// schemas copied from elsewhere it declared (``isCopy(_:in:)``, ``SchemaContext/maximumCopies``), and whether
    /// a schema too deep was reported. Nil in the top-level scope, which the threads translating top-level types all
    /// start from.
    let tally: OutermostTypeTally?
    /// The origin of the declaration this scope declares into (``TypeDeclaration/origin``); nil for the top level
    /// and an endpoint.
    private(set) var origin: String?
    /// The declaration this scope declares into is a copy (``CopiedTypes/isCopy(_:of:)``) or inside one: once shared,
    /// it may become a `typealias` of its home, and what is declared here would then be dropped.
    private(set) var isInCopy = false
    /// Top-level names the enclosing top-level type uses, which must not be declared here (enclosing names and
    /// reserved names are checked separately).
    let blocked: Set<String>
    var allocator: NameAllocator
    /// The name the next claim returns as is (a name the caller already made free).
    var forcedNextName: String?
    /// The prefix and suffix of generated model names (``TranslatorOptions/typeNameAffixes``): a top-level type
    /// declared here has them, and a nested name that takes its parent's name as a prefix takes it without them
    /// (`GHPet.PetType`, not `GHPet.GHPetType`). Empty in an endpoint's scopes.
    var affixes = TypeNameAffixes()

    /// True when declarations made in this scope are top-level types.
    public var isTopLevel: Bool { parentName.isEmpty }

    init(
        parentName: String, ancestors: [String], blocked: Set<String>, allocator: NameAllocator = NameAllocator(),
        tally: OutermostTypeTally? = nil
    ) {
        self.parentName = parentName
        self.ancestors = ancestors
        self.blocked = blocked
        self.allocator = allocator
        self.tally = tally ?? (parentName.isEmpty ? nil : OutermostTypeTally())
    }

    /// Marks names as taken in this scope (for example the nested `Response` typealias and `Failure` enum an
    /// operation struct declares itself).
    public mutating func reserve(_ names: some Sequence<String>) {
        allocator.reserve(contentsOf: names)
    }

    /// The qualified name of a type declared here.
    public func qualified(_ simpleName: String) -> String {
        parentName.isEmpty ? simpleName : parentName + "." + simpleName
    }

    /// Claims a type name for an inline schema named `raw` in the document (a property key, a title...).
    mutating func claimTypeName(_ raw: String) -> String {
        if let forced = forcedNextName {
            forcedNextName = nil
            allocator.reserve(forced)
            return forced
        }
        if isTopLevel {
            return allocator.claim(affixes.isEmpty ? SwiftNaming.typeName(raw) : affixes.applied(to: SwiftNaming.typeIdentifier(raw)))
        }
        var base = SwiftNaming.typeIdentifier(raw)
        if isShadowing(base), let parent = ancestors.last { base = affixes.bare(parent) + base }
        if isShadowing(base) { base += "Model" }
        var name = allocator.claim(base)
        while isShadowing(name) || ancestors.contains(name) { name = allocator.claim(base) }
        return name
    }

    /// True for names that would hide a type the parent uses: reserved names, and top-level names it refers to.
    private func isShadowing(_ name: String) -> Bool {
        ReservedNames.typeNames.contains(name) || blocked.contains(name)
    }

    /// The scope of a type declared here, for its own nested types. Below the top level, `blocking` is ignored:
    /// the names a top-level declaration blocks already cover everything nested in it.
    /// `place` is where the type's schema is written, `origin` the same as the declaration records it.
    func child(_ simpleName: String, place: (file: String, pointer: JSONPointer), origin: String,
               blocking: @autoclosure () -> Set<String>) -> NestedTypeScope {
        // Each top-level type keeps its own tally: top-level types are translated in parallel, and each tally must
        // depend on that type's schemas alone.
        var scope = NestedTypeScope(
            parentName: qualified(simpleName), ancestors: ancestors + [simpleName],
            blocked: isTopLevel ? blocking() : blocked, tally: isTopLevel ? OutermostTypeTally() : tally
        )
        scope.enclosingPlaces = enclosingPlaces + [place]
        scope.affixes = affixes
        scope.origin = origin
        scope.isInCopy = isInCopy || self.origin.map { CopiedTypes.isCopy(origin, of: $0) } == true
        return scope
    }

    /// True when the schema written at `pointer` in `file` is declared by one of the types enclosing this scope.
    /// An empty pointer is never compared: schemas made in code rather than read (a test's, a site's wrapper) have
    /// no place, and an inline schema that comes back is always a property or a part of some schema.
    func encloses(_ pointer: JSONPointer, in file: String) -> Bool {
        guard !pointer.tokens.isEmpty else { return false }
        return enclosingPlaces.contains { $0.pointer == pointer && $0.file == file }
    }

    /// True when the schema written at `pointer` in `file` was brought here from another place: it is not written
    /// inside the schema of the type this scope declares into, so an `allOf` copied it (with the properties of a
    /// part that is a `$ref` to another schema). Such copies declare their inline schemas again, and copies of
    /// schemas that copy others multiply.
    func isCopy(_ pointer: JSONPointer, in file: String) -> Bool {
        guard let parent = enclosingPlaces.last, !parent.pointer.tokens.isEmpty, !pointer.tokens.isEmpty else { return false }
        return parent.file != file || !pointer.tokens.starts(with: parent.pointer.tokens)
    }

    /// Adds a declaration made here, under a name ``claimTypeName(_:)`` gave.
    mutating func add(_ declaration: TypeDeclaration) {
        indexByName[declaration.name] = declarations.count
        declarations.append(declaration)
    }

    /// The declaration made here that a qualified name (`Pet.Status`) names, or nil. Found through an index: a
    /// default value is looked up for every property, and searching the declarations cost n * n for an object of n
    /// inline enums with defaults.
    func declaration(named qualifiedName: String) -> TypeDeclaration? {
        var simpleName = Substring(qualifiedName)
        if !parentName.isEmpty {
            guard qualifiedName.utf8.count > parentName.utf8.count + 1, qualifiedName.hasPrefix(parentName) else {
                return nil
            }
            simpleName = simpleName.dropFirst(parentName.count)
            guard simpleName.first == "." else { return nil }
            simpleName = simpleName.dropFirst()
        }
        return indexByName[String(simpleName)].map { declarations[$0] }
    }

    /// Removes and returns the declarations made so far.
    mutating func takeDeclarations() -> [TypeDeclaration] {
        defer {
            declarations = []
            indexByName = [:]
        }
        return declarations
    }
}

/// What the nested scopes of one top-level type share (a reference, so that each child scope adds to it). Only the
/// thread translating that type uses it.
final class OutermostTypeTally: @unchecked Sendable {
    /// Inline schemas copied from elsewhere, declared so far.
    var copies = 0
    /// A schema nested too deeply was reported: one warning per type is enough (a document whose copies nest can
    /// reach the limit at every leaf of a large tree).
    var reportedTooDeep = false
}
