import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

extension SchemaContext {
    /// Inline schemas deeper than this many JSON pointer tokens (about half as many levels of nested schemas,
    /// far beyond real documents) are kept as `JSONValue`: translation recurses once per level, and the stack of
    /// the thread it runs on must not be the limit.
    static let maximumPointerDepth = 160

    /// Inline declarations nested deeper than this many types are kept as `JSONValue` too. The pointer depth above
    /// does not bound them when an `allOf` copies properties written elsewhere (their pointers do not grow).
    static let maximumNestingDepth = 80

    /// The most inline schemas copied from elsewhere through `allOf` (``NestedTypeScope/isCopy(_:in:)``) that one
    /// top-level type translates; past it, each copy is declared as a `typealias` of the type made where its schema is
    /// written (``CopiesPastTheBound``), without translating it. Copies nest: a schema whose properties each
    /// copy the next schema, which does the same, makes each type declare 2^n types for a chain of n schemas (a
    /// 7 KB document of 19 such schemas took 30 s and 2.5 GB to translate). Real documents stay far below: the
    /// corpus's most is checked by the tests.
    static let maximumCopies = 256

    /// The Swift type for `schema` at a use site; inline schemas that need a declaration get one in `scope`, named
    /// from `suggestedName` (a property key, a parameter name...).
    ///
    /// Optional when the schema allows `null`. Whether a *property* is optional also depends on `required`, which the
    /// caller decides.
    func usage(for schema: Schema, suggestedName: String, file: String, in scope: inout NestedTypeScope) -> TypeUsage {
        guard schema.pointer.tokens.count <= Self.maximumPointerDepth, scope.ancestors.count < Self.maximumNestingDepth else {
            warnOncePerType("translate.tooDeep", "Schemas nested this deeply are kept as JSONValue.", schema, file: file,
                            in: scope, reported: \.reportedTooDeep)
            return Self.json
        }
        let (shape, nullable) = shape(of: schema)
        let base: TypeUsage
        switch shape {
        case .reference(let ref):
            base = referenceUsage(ref)
        case .any:
            base = Self.json
        case .primitive(let type), .constant(let type, _):
            base = primitiveUsage(type, schema)
        case .array(let items):
            if let items {
                let element = scope.isTopLevel
                    ? scope.affixes.bare(suggestedName) + "Item" : SwiftNaming.singular(suggestedName) ?? suggestedName + "Item"
                base = .array(usage(for: items, suggestedName: element, file: file, in: &scope))
            } else {
                base = .array(Self.json)
            }
        case .tuple:
            base = .array(Self.json)
        case .map(let value):
            // At the top level, `suggestedName` is the name of the declaration holding the dictionary (`GHLabels`):
            // the value's own name takes the affixes again (`GHLabelsValue`).
            let valueName = (scope.isTopLevel ? scope.affixes.bare(suggestedName) : suggestedName) + "Value"
            base = .dictionary(value.map { usage(for: $0, suggestedName: valueName, file: file, in: &scope) } ?? Self.json)
        case .single(let part):
            base = usage(for: part, suggestedName: suggestedName, file: file, in: &scope)
        case .object, .mergedObject, .enumeration, .choice, .multiType:
            if scope.encloses(schema.pointer, in: file) {
                warn("translate.recursiveInline", "This inline schema is copied into itself through an allOf of a schema "
                     + "that holds it, so it would nest without end; it is kept as JSONValue here.", schema, file: file,
                     in: scope)
                base = Self.json
                break
            }
            let isPastTheBound: Bool
            if let tally = scope.tally, scope.isCopy(schema.pointer, in: file) {
                tally.copies += 1
                isPastTheBound = tally.copies > Self.maximumCopies
            } else {
                isPastTheBound = false
            }
            let simpleName = scope.claimTypeName(suggestedName)
            if isPastTheBound {
                scope.add(placeholder(simpleName: simpleName, copying: schema, file: file, in: scope))
                base = .named(scope.qualified(simpleName))
                break
            }
            let declaration = declaration(simpleName: simpleName, schema: schema, shape: shape, file: file, schemaName: nil, in: &scope)
            scope.add(declaration)
            base = .named(scope.qualified(simpleName))
        }
        return nullable ? base.optional : base
    }

    /// The declaration of a copy past ``maximumCopies``, named `simpleName` in `scope`: a `typealias` of `JSONValue`,
    /// recorded in ``copiesPastTheBound`` to become an alias of the copy's home once the homes are translated.
    private func placeholder(simpleName: String, copying schema: Schema, file: String,
                             in scope: NestedTypeScope) -> TypeDeclaration {
        let origin = origin(of: schema, file: file)
        let type = scope.ancestors.first ?? scope.parentName
        let message = "'\(type)' declares more than \(Self.maximumCopies) inline schemas copied through allOf from "
            + "schemas that copy others, and this one cannot be named where its schema is written; it is kept as JSONValue."
        let warning = DeferredWarnings.Entry(
            scope: scope.parentName, type: type,
            diagnostic: .warning("translate.tooManyCopies", message, at: schema.location, pointer: origin),
            oncePerType: true)
        copiesPastTheBound.record(.init(name: scope.qualified(simpleName), origin: origin, warning: warning), type: type)
        return TypeDeclaration(name: simpleName, origin: origin, documentation: documentation(of: schema),
                               isDeprecated: schema.deprecated, kind: .alias(Self.json))
    }

    /// The declaration of a schema named `simpleName` in `parent` (a component, another reference target, or an
    /// inline schema). `schemaName` is the name in the document, for user overrides keyed by it.
    ///
    /// Schemas that are not objects, enums or compositions become a `typealias`; since an alias cannot hold nested
    /// types, the declarations its type needs go into `parent` next to it (at the top level: `PetsItem` for
    /// `Pets: {type: array, items: {type: object}}`). Declarations are never optional: a schema that allows `null`
    /// is optional where it is used.
    func declaration(simpleName: String, schema: Schema, shape known: SchemaShape? = nil, file: String,
                     schemaName: String?, in parent: inout NestedTypeScope) -> TypeDeclaration {
        let shape = known ?? self.shape(of: schema).shape
        let qualifiedName = parent.qualified(simpleName)
        let overrideKeys = [schemaName, qualifiedName].compactMap { $0 }
        var declaration = TypeDeclaration(
            name: simpleName, origin: origin(of: schema, file: file), documentation: documentation(of: schema),
            isDeprecated: schema.deprecated, kind: .alias(Self.json))

        func child() -> NestedTypeScope {
            parent.child(simpleName, place: (file, schema.pointer), origin: declaration.origin,
                         blocking: self.referencedTypeNames(in: schema))
        }
        // A subtype that adds nothing to its polymorphic base (`Unassign: {allOf: [Action, {type: object}]}` or
        // `{$ref: Action}`, the base's `oneOf` listing it) is a struct of the base's own properties: as an alias of
        // the base, the base's case for it would hold the base itself, whose decoding would choose that case again,
        // without end.
        func isListedSubtype(_ part: Schema) -> Bool {
            isSubtype(listedBy: part, declared: ReferenceTarget(file: file, pointer: schema.pointer))
        }
        func declareBaseProperties(of part: Schema) {
            var scope = child()
            let object = mergedObject(schema: schema, parts: [part], file: file)
            declaration.kind = .structure(structure(object, overrideKeys: overrideKeys, in: &scope))
            declaration.nested = scope.declarations
        }
        switch shape {
        case .object:
            var scope = child()
            declaration.kind = .structure(structure(ObjectParts(schema: schema, file: file), overrideKeys: overrideKeys, in: &scope))
            declaration.nested = scope.declarations
        case .mergedObject(let parts):
            var scope = child()
            let object = mergedObject(schema: schema, parts: parts, file: file)
            declaration.kind = .structure(structure(object, overrideKeys: overrideKeys, in: &scope))
            declaration.nested = scope.declarations
        case .enumeration(let rawType, let values):
            declaration.kind = .enumeration(enumeration(rawType, values, schema: schema, overrideKeys: overrideKeys))
        case .choice(let members):
            var scope = child()
            declaration.kind = .oneOf(choice(members, of: schema, file: file, in: &scope))
            declaration.nested = scope.declarations
        case .multiType(let types):
            var scope = child()
            declaration.kind = .oneOf(multiType(types, of: schema, file: file, in: &scope))
            declaration.nested = scope.declarations
        case .single(let part) where isListedSubtype(part):
            declareBaseProperties(of: part)
        case .reference where isListedSubtype(schema):
            declareBaseProperties(of: schema)
        case .single(let part):
            let partShape = self.shape(of: part).shape
            if part.ref == nil, partShape.needsDeclaration {
                var inner = self.declaration(simpleName: simpleName, schema: part, shape: partShape, file: file,
                                             schemaName: schemaName, in: &parent)
                if !declaration.documentation.isEmpty { inner.documentation = declaration.documentation }
                inner.isDeprecated = inner.isDeprecated || declaration.isDeprecated
                inner.origin = declaration.origin
                return inner
            }
            declaration.kind = .alias(usage(for: part, suggestedName: simpleName, file: file, in: &parent).unwrapped)
        case .reference, .any, .primitive, .constant, .array, .tuple, .map:
            declaration.kind = .alias(usage(for: schema, suggestedName: simpleName, file: file, in: &parent).unwrapped)
            // An alias of a primitive (`IncidentID = Int`) shows its example as a property does.
            if case .primitive = shape, let note = exampleNote(for: schema) {
                declaration.documentation = DocumentationText.joined([declaration.documentation, [note]])
            }
        }
        return declaration
    }
}

extension SchemaShape {
    /// Objects, enums and compositions need a declaration of their own; the rest is spelled at the use site.
    var needsDeclaration: Bool {
        switch self {
        case .object, .mergedObject, .enumeration, .choice, .multiType: true
        case .reference, .any, .primitive, .constant, .array, .tuple, .map, .single: false
        }
    }
}
