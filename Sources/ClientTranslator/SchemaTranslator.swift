import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

/// Turns the schemas of a document into Swift type declarations: structs for objects, enums for `enum`s, enums
/// with associated values for `oneOf`/`anyOf`, typealiases for the rest.
///
/// ```swift
/// let types = SchemaTranslator().translateTypes(document, options: options, diagnostics: diagnostics)
/// ```
///
/// Every component schema, and every other schema a `$ref` reaches (in another file, or deep inside a schema),
/// becomes one top-level type, named by ``SwiftNaming`` and made unique in document order; a `$ref` is spelled as
/// that type. Inline schemas become nested types named from where they are used (`Pet.Category` for the property
/// `category`). Recursive and deeply nested values are boxed (``PropertyDeclaration/isBoxed``,
/// ``OneOfCase/isIndirect``). Constructs without a faithful Swift form are reported as warnings and kept as
/// `JSONValue`, so translation never fails.
public struct SchemaTranslator: Sendable {
    /// A translator; all its inputs are given per call.
    public init() {}

    /// The top-level type declarations of `document`: component schemas first (document order), then other
    /// referenced schemas.
    public func translateTypes(_ document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector) -> [TypeDeclaration] {
        let translation = translation(of: document, options: options, diagnostics: diagnostics)
        translation.context.deferredWarnings.emit(to: diagnostics, droppedCopies: [])
        return translation.types
    }

    /// The translated types together with what is needed to translate more schemas against them later (the
    /// schemas met at operation sites).
    ///
    /// Objects, enums and compositions are translated in parallel: each declares its inline schemas in a scope of its
    /// own, so its declaration does not depend on the others. The rest (aliases, which may declare top-level types
    /// next to them, such as `PetsItem`) then take their top-level names one after the other, in document order, as
    /// do the results; so the output stays the same whatever the scheduling.
    ///
    /// Warnings about places inside copies of inline schemas wait until the copies are shared or made aliases (the
    /// ``ClientTranslator`` does it), since those places may be dropped: ``translateTypes(_:options:diagnostics:)``
    /// emits them all.
    public func translation(of document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector) -> SchemaTranslation {
        let context = SchemaContext(document: document, options: options, diagnostics: diagnostics)
        var top = NestedTypeScope(parentName: "", ancestors: [], blocked: [], allocator: context.names.allocator)
        top.affixes = options.typeNameAffixes
        let declared = context.names.declarationOrder.compactMap { target -> DeclaredSchema? in
            guard let entry = context.names.entries[target], case .declared = entry.role,
                  let resolved = context.resolve(target) else { return nil }
            let shape = context.shape(of: resolved).shape
            return DeclaredSchema(target: target, name: entry.swiftName, schemaName: entry.schemaName, schema: resolved,
                                  shape: shape.needsDeclaration ? shape : nil)
        }
        let scope = top
        let independent = declared.concurrentMap { schema -> TypeDeclaration? in
            guard let shape = schema.shape else { return nil }
            var parent = scope
            return context.declaration(simpleName: schema.name, schema: schema.schema, shape: shape,
                                       file: schema.target.file, schemaName: schema.schemaName, in: &parent)
        }
        var types: [TypeDeclaration] = []
        types.reserveCapacity(declared.count)
        for (schema, translated) in zip(declared, independent) {
            if let translated {
                types.append(translated)
                continue
            }
            types.append(context.declaration(
                simpleName: schema.name, schema: schema.schema, file: schema.target.file,
                schemaName: schema.schemaName, in: &top
            ))
            types += top.takeDeclarations()
        }
        CopiedTypes.aliasCopiesPastTheBound(context.copiesPastTheBound.takeAll(), in: &types, options: options,
                                            warnings: context.deferredWarnings)
        AliasCycles.breakCycles(in: &types, diagnostics: diagnostics) { name in
            declared.first { $0.name == name }?.schema.location
        }
        var layout = ValueLayout(maximumDepth: options.maximumValueNestingDepth)
        types = layout.apply(to: types)
        return SchemaTranslation(types: types, topLevelScope: top, context: context, layout: layout,
                                 copies: CopiedTypes(types: types, options: options))
    }
}

/// A schema that becomes a top-level type, with its shape when it needs a declaration of its own (an object, an enum,
/// a composition), which makes it independent of the other declarations.
private struct DeclaredSchema: Sendable {
    var target: ReferenceTarget
    var name: String
    var schemaName: String?
    var schema: Schema
    var shape: SchemaShape?
}

/// The result of translating a document's schemas, able to translate further schemas against it.
public struct SchemaTranslation: Sendable {
    /// The top-level declarations, in order.
    public let types: [TypeDeclaration]
    /// The top-level scope after translation: every top-level name taken so far is reserved in it.
    public let topLevelScope: NestedTypeScope
    let context: SchemaContext
    let layout: ValueLayout
    /// Where the schemas that `allOf`s copy are declared, for the copies made at operation sites.
    let copies: CopiedTypes

    /// Top-level type names that are taken: the declared types and the reserved names.
    public func isTopLevelNameTaken(_ name: String) -> Bool { topLevelScope.allocator.isTaken(name) }

    /// The Swift type for a schema used at an operation site (a parameter, a request or response body, a header).
    ///
    /// - Parameters:
    ///   - schema: the schema as written at the site (a `$ref` gives the referenced type, `.named("Pet")`).
    ///   - nestedName: the name an inline schema's declaration takes, already free in the parent (`Status`).
    ///   - parent: the qualified name of the type the declaration is nested in (`FindPetsByStatus`).
    /// - Returns: the usage (optional when the schema allows `null`; the caller adds optionality for parameters
    ///   that are not required), and the declarations to nest in `parent`: none for references, primitives and
    ///   containers of them; one, named `nestedName`, when the schema (or the element of an array, the value of a
    ///   map) is an inline object, enum or composition. The usage spells it qualified (`FindPetsByStatus.Status`).
    ///   Its own nested types never shadow the top-level types it uses, and its recursion and nesting depth are
    ///   boxed like those of top-level types.
    public func typeUsage(for schema: Schema, nestedName: String, parent: String) -> (usage: TypeUsage, declarations: [TypeDeclaration]) {
        var scope = makeScope(parentName: parent, for: [schema])
        scope.forcedNextName = nestedName
        let usage = typeUsage(for: schema, suggestedName: nestedName, in: &scope)
        return (usage, finishedDeclarations(of: scope))
    }

    /// A scope for the inline schemas of one parent type, where nested names avoid the top-level types that
    /// `schemas` refer to: pass every schema the parent will translate.
    ///
    /// With an empty `parentName`, declarations are top-level types: the scope is a copy of ``topLevelScope``, where
    /// every name taken by the schemas is reserved. Keep using that one value for every top-level declaration made
    /// later, so that they stay unique among themselves too.
    public func makeScope(parentName: String, for schemas: [Schema]) -> NestedTypeScope {
        if parentName.isEmpty { return topLevelScope }
        var blocked = Set<String>()
        for schema in schemas { blocked.formUnion(context.referencedTypeNames(in: schema)) }
        let ancestors = parentName.asciiSplit(".").map(String.init)
        return NestedTypeScope(parentName: parentName, ancestors: ancestors, blocked: blocked)
    }

    /// The Swift type for `schema`, with inline declarations made in `scope` (named from `suggestedName`, numbered
    /// when taken). Optional when the schema allows `null`.
    public func typeUsage(for schema: Schema, suggestedName: String, in scope: inout NestedTypeScope) -> TypeUsage {
        let file = context.file(writtenAs: schema.location.file)
        return context.usage(for: schema, suggestedName: suggestedName, file: file, in: &scope)
    }

    /// The checks of a value of `type` from the validation keywords of `schema`, when the client validates
    /// (``SchemaContext/constraints(of:type:)``).
    func constraints(of schema: Schema, type: TypeUsage) -> [ValueConstraints] {
        context.constraints(of: schema, type: type)
    }

    /// The declarations made in `scope`, with the copies past the bound made aliases of their homes
    /// (``CopiesPastTheBound``), and recursion and deep nesting boxed.
    public func finishedDeclarations(of scope: NestedTypeScope) -> [TypeDeclaration] {
        guard let tally = scope.tally, tally.copies > SchemaContext.maximumCopies else {
            return layout.applied(to: scope.declarations, parentName: scope.parentName)
        }
        var declarations = scope.declarations
        let pending = context.copiesPastTheBound.take(type: scope.ancestors.first ?? scope.parentName,
                                                      inside: scope.parentName)
        copies.aliasCopiesPastTheBound(of: pending, in: &declarations, prefix: scope.parentName + ".",
                                       isHiddenOutside: scope.allocator.isTaken, warnings: context.deferredWarnings)
        return layout.applied(to: declarations, parentName: scope.parentName)
    }

    /// Declares identical declarations once (``SharedTypes``), and makes the copies of inline schemas that this leaves
    /// declared aliases of the declarations made where their schemas are written (``CopiedTypes``).
    ///
    /// The copies to make aliases are found once sharing is done: most copies are identical to their home and are
    /// shared with it, and a declaration whose nested copies were shared may then be shared whole. When they hold no
    /// nested types and sharing left them alone (a deprecated enum: sharing leaves deprecated declarations alone),
    /// they become aliases in the shared model. Otherwise they become aliases in the model as it was before sharing,
    /// which is shared again: sharing first would have declared at the top level identical parts of copies that are
    /// then dropped, and nothing would name them (a chain of copies repeats its last links in every copy). This
    /// repeats while sharing leaves more copies, `rounds` times at most (two operations that send the same copy of
    /// a chain's first schema need two: the copies inside their shared body are found once it is shared); the copies
    /// the last round finds are made aliases with the others and the model is shared a last time, leaving as they
    /// are the copies this sharing would reveal. (Making them aliases in the shared model would miss the copies
    /// inside shared declarations, which are found at their places, and those are aliases there.) A document
    /// without such copies is shared once. Then what the aliases make recursive or deep is boxed again: a copy was
    /// laid out with its own members, its home with others.
    func shareDeclarations(in model: inout ClientModel, rounds: Int, isTaken: (String) -> Bool) {
        let (dropped, created) = shareAndAliasCopies(in: &model, rounds: rounds, isTaken: isTaken)
        SharedTypes.shortenNames(of: created, in: &model, affixes: context.options.typeNameAffixes, isTaken: isTaken)
        context.deferredWarnings.emit(to: context.diagnostics, droppedCopies: Set(dropped.keys))
    }

    /// ``shareDeclarations(in:rounds:isTaken:)`` but for the warnings and the names: returns the copies made aliases,
    /// with their homes, and the declarations the last sharing added.
    private func shareAndAliasCopies(
        in model: inout ClientModel, rounds: Int, isTaken: (String) -> Bool
    ) -> (homes: [String: String], created: [SharedTypes.Created]) {
        let unshared = model
        var created = SharedTypes.share(in: &model, affixes: context.options.typeNameAffixes, isTaken: isTaken)
        let found = copies.aliasableCopies(in: model)
        guard !found.homes.isEmpty else { return ([:], created) }
        if found.areUnsharedLeaves {
            CopiedTypes.alias(found.homes, in: &model)
            layOutAgain(&model)
            return (found.homes, created)
        }
        var aliases = found.homes
        var round = 0
        while true {
            model = unshared
            CopiedTypes.alias(aliases, in: &model)
            layOutAgain(&model)
            created = SharedTypes.share(in: &model, affixes: context.options.typeNameAffixes, isTaken: isTaken)
            round += 1
            // The last sharing: the copies it leaves stay declarations.
            guard round <= rounds else { return (aliases, created) }
            let before = aliases.count
            aliases.merge(copies.aliasableCopies(in: model).homes) { first, _ in first }
            if aliases.count == before { return (aliases, created) }
        }
    }

    /// Boxes the values of `model` again, after copies became aliases. With the default depth of 1, every generated
    /// struct or `oneOf` enum held by value is boxed already, whatever it holds, so there is nothing to do.
    private func layOutAgain(_ model: inout ClientModel) {
        guard context.options.maximumValueNestingDepth > 1 else { return }
        var layout = ValueLayout(maximumDepth: context.options.maximumValueNestingDepth)
        model.types = layout.apply(to: model.types)
        for index in model.endpoints.indices {
            model.endpoints[index].nested = layout.applied(to: model.endpoints[index].nested,
                                                           parentName: model.endpoints[index].typeName)
        }
    }
}
