import ClientIR
@testable import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

/// Inline schemas that an `allOf` copies into other types: a copy that sharing leaves declared becomes a `typealias`
/// of the declaration made where its schema is written.
@Suite("Copied inline schemas")
struct CopiedTypesTests {
    static func model(_ yaml: String, options: TranslatorOptions = TranslatorOptions()) throws -> ClientModel {
        try translated(yaml, options: options).model
    }

    /// The model of `yaml`, the IDs of the warnings its translation gave, and those of the schemas' translation
    /// alone (which shares nothing, so keeps every copy).
    static func translated(_ yaml: String, options: TranslatorOptions = TranslatorOptions()) throws
        -> (model: ClientModel, warnings: [String], schemaWarnings: [String]) {
        let parsing = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: parsing)
        let (client, schemas) = (DiagnosticCollector(), DiagnosticCollector())
        let model = ClientTranslator().translate(document, options: options, diagnostics: client)
        _ = SchemaTranslator().translateTypes(document, options: options, diagnostics: schemas)
        return (model, client.diagnostics.map(\.id), schemas.diagnostics.map(\.id))
    }

    /// A document whose one operation, `createOrder`, sends `allOf: [base, bodyPart]`, with the component `schemas`
    /// (YAML lines indented by four spaces).
    static func document(bodyPart: String, schemas: String, base: String = "Base") -> String {
        """
        openapi: 3.0.3
        info: {title: Copies, version: "1"}
        paths:
          /orders:
            post:
              operationId: createOrder
              requestBody:
                content:
                  application/json:
                    schema:
                      allOf:
                        - $ref: '#/components/schemas/\(base)'
                        - \(bodyPart)
              responses:
                '204': {description: done}
        components:
          schemas:
        \(schemas)
        """
    }

    /// `Base.owner` is deprecated, so sharing leaves its copies alone (it never shares deprecated declarations).
    static let base = document(bodyPart: "{type: object, properties: {note: {type: string}}}", schemas: """
            Base:
              type: object
              properties:
                owner:
                  type: object
                  deprecated: true
                  properties:
                    name: {type: string}
            Order:
              allOf:
                - $ref: '#/components/schemas/Base'
                - type: object
                  properties:
                    id: {type: integer}
        """)

    @Test func aCopyIsAnAliasOfTheDeclarationWhereItsSchemaIsWritten() throws {
        let model = try Self.model(Self.base)
        let types = Declarations(model)
        #expect(types["Base.Owner"]?.structure != nil)
        #expect(types["Order.Owner"]?.alias == .named("Base.Owner"))
        #expect(types["Order.Owner"]?.isDeprecated == true)
        #expect(types["Order"]?.property("owner")?.type == .optional(.named("Order.Owner")))
        // At an operation site too.
        #expect(types["CreateOrder.RequestBody.Owner"]?.alias == .named("Base.Owner"))
    }

    /// Copies identical to their home are shared with it first: a body that copies all of `Base` (its `rules` items
    /// copying `Rule` in turn) is then identical to `Base`, and is `Base`. Made aliases before sharing, the copies
    /// would have left `Base`'s nested types the only ones of their kind, and the body a struct of its own.
    @Test func aCopyIdenticalToItsHomeIsSharedWithIt() throws {
        let types = Declarations(try Self.model(Self.document(bodyPart: "anyOf: [{required: [owner]}]", schemas: """
                Base:
                  type: object
                  properties:
                    owner:
                      type: object
                      properties:
                        rules:
                          type: array
                          items:
                            allOf:
                              - $ref: '#/components/schemas/Rule'
                              - {type: object, properties: {extra: {type: string}}}
                Rule:
                  type: object
                  properties:
                    kind: {type: object, properties: {a: {type: string}}}
            """)))
        #expect(types["CreateOrder.RequestBody"]?.alias == .named("Base"))
        #expect(types["Base.Owner"]?.alias == .named("BaseOwner"))
    }

    /// A rename keyed by the copy's name would be lost in an alias: the copy keeps its declaration.
    @Test func aCopyRenamedByTheConfigurationStays() throws {
        let types = try Self.base(renaming: "Order.Owner.name")
        #expect(types["Order.Owner"]?.property("name")?.name == "fullName")
        #expect(types["CreateOrder.RequestBody.Owner"]?.alias == .named("Base.Owner"))
    }

    /// A rename keyed by the home's name would make the home differ from the copy: the copy keeps its declaration.
    @Test func aCopyWhoseHomeIsRenamedStays() throws {
        let types = try Self.base(renaming: "Base.Owner.name")
        #expect(types["Base.Owner"]?.property("name")?.name == "fullName")
        #expect(types["Order.Owner"]?.property("name")?.name == "name")
    }

    /// The declarations of ``base`` with the property named by `key` renamed `fullName` in the configuration.
    private static func base(renaming key: String) throws -> Declarations {
        var options = TranslatorOptions()
        options.propertyNameOverrides = [key: "fullName"]
        return Declarations(try model(base, options: options))
    }

    /// Held warnings: those about a dropped copy, or inside one, are not given; one given once per type is given
    /// once for each type among those kept, and not for a type that already had it; at most 64 of a kind are held
    /// for a type.
    @Test func heldWarningsAreGivenForKeptPlacesOnly() {
        let warnings = DeferredWarnings()
        func hold(_ id: String, _ scope: String, once: Bool = false) {
            let type = String(scope.prefix { $0 != "." })
            warnings.hold(.init(scope: scope, type: type, diagnostic: .warning(id, scope), oncePerType: once))
        }
        hold("translate.recursiveInline", "A.Copy")
        hold("translate.recursiveInline", "A.Copy.Inner")
        hold("translate.recursiveInline", "A.Kept")
        hold("translate.tooDeep", "A.Kept", once: true)
        hold("translate.tooDeep", "A.Kept.Inner", once: true)
        hold("translate.tooDeep", "B.Kept", once: true)
        warnings.markReported("translate.tooDeep", type: "B")
        for index in 0..<70 { hold("translate.recursiveInline", "C.Kept\(index)") }
        let collector = DiagnosticCollector()
        warnings.emit(to: collector, droppedCopies: ["A.Copy"])
        let given = collector.diagnostics.map { "\($0.id) \($0.message)" }
        #expect(given.prefix(2) == ["translate.recursiveInline A.Kept", "translate.tooDeep A.Kept"])
        #expect(given.count == 2 + DeferredWarnings.maximumPerType)
    }

    /// An empty struct named `name`, made from the schema at `#/components/schemas/<origin>`.
    static func emptyStruct(_ name: String, at origin: String, nested: [TypeDeclaration] = []) -> TypeDeclaration {
        TypeDeclaration(name: name, origin: "#/components/schemas/" + origin,
                        kind: .structure(StructDeclaration(properties: [])), nested: nested)
    }

    /// `Base`, holding `Owner`, made by hand.
    static let handMadeBase = emptyStruct("Base", at: "Base", nested: [emptyStruct("Owner", at: "Base/properties/owner")])

    /// `Order` declares a nested `Base`, which would hide the top-level `Base` inside `Order`: `typealias Owner =
    /// Base.Owner` would name `Order.Base.Owner` there. (Translation keeps such names apart, so the model is made by
    /// hand.)
    @Test func aCopyStaysWhereATypeAroundItHidesItsHome() throws {
        let (base, owner) = (Self.handMadeBase, Self.handMadeBase.nested[0])
        func order(_ nestedName: String) -> TypeDeclaration {
            Self.emptyStruct("Order", at: "Order", nested: [owner, Self.emptyStruct(nestedName, at: "Order/properties/x")])
        }
        for (nestedName, expected) in [("Base", TypeUsage?.none), ("X", .named("Base.Owner"))] {
            let model = ClientModel(title: "", apiVersion: "", documentation: [], types: [base, order(nestedName)])
            let copies = CopiedTypes(types: model.types, options: TranslatorOptions())
            #expect(copies.aliasableCopies(in: model).homes["Order.Owner"] == expected.map { _ in "Base.Owner" })
        }
    }

    /// `Response`, `Body` and `Failure` are names an endpoint declares inside itself (`Body` when its request body
    /// has several media types), so a copy in an endpoint's request body whose home is in the component `Body`
    /// stays a declaration: `typealias Owner = Body.Owner` could name the endpoint's own `Body` there. Its copy in
    /// the component `Order` is an alias.
    @Test func aCopyStaysWhereItsEndpointHidesItsHome() throws {
        let types = Declarations(try Self.model(Self.base.replacingOccurrences(of: "Base", with: "Body")))
        #expect(types["Body.Owner"]?.structure != nil)
        #expect(types["Order.Owner"]?.alias == .named("Body.Owner"))
        #expect(types["CreateOrder.RequestBody.Owner"]?.structure != nil)
    }

    /// A copy inside a declaration that sharing made (`OrderDetails`, the one declaration of `Order.Details`) is
    /// looked at in its places (`Order.Details.Owner`); what hides its home there is looked up through the alias, in
    /// the shared declaration's nested types. (The model after sharing is made by hand.)
    @Test func whatHidesAHomeIsLookedUpThroughSharedDeclarations() throws {
        let (base, owner) = (Self.handMadeBase, Self.handMadeBase.nested[0])
        func details(_ nestedName: String, name: String) -> TypeDeclaration {
            Self.emptyStruct(name, at: "Order/properties/details",
                             nested: [owner, Self.emptyStruct(nestedName, at: "Order/properties/details/properties/x")])
        }
        for (nestedName, expected) in [("Base", String?.none), ("X", "Base.Owner")] {
            let unshared = Self.emptyStruct("Order", at: "Order", nested: [details(nestedName, name: "Details")])
            let alias = TypeDeclaration(name: "Details", origin: "#/components/schemas/Order/properties/details",
                                        kind: .alias(.named("OrderDetails")))
            let aliased = Self.emptyStruct("Order", at: "Order", nested: [alias])
            let copies = CopiedTypes(types: [base, unshared], options: TranslatorOptions())
            let shared = ClientModel(title: "", apiVersion: "", documentation: [],
                                     types: [base, aliased, details(nestedName, name: "OrderDetails")])
            #expect(copies.aliasableCopies(in: shared).homes["Order.Details.Owner"] == expected, "\(nestedName)")
        }
    }

    @Test func copiesAreTheSchemasWrittenOutsideTheirParents() {
        #expect(CopiedTypes.isCopy("#/components/schemas/Base/properties/owner", of: "#/components/schemas/Order"))
        #expect(CopiedTypes.isCopy("#/components/schemas/OrderLine/properties/x", of: "#/components/schemas/Order"))
        #expect(!CopiedTypes.isCopy("#/components/schemas/Order/properties/x", of: "#/components/schemas/Order"))
        #expect(CopiedTypes.isCopy("other.yaml#/Order/properties/x", of: "#/Order"))
        #expect(!CopiedTypes.isCopy("models/order.yml#/properties/x", of: "models/order.yml#"))
        #expect(CopiedTypes.isCopy("models/base.yml#/properties/x", of: "models/order.yml#"))
        #expect(CopiedTypes.isCopy("models/order.yml2#/properties/x", of: "models/order.yml"))
        // Schemas without a place (made in code) are never compared.
        #expect(!CopiedTypes.isCopy("#/Order/properties/x", of: "#"))
        #expect(!CopiedTypes.isCopy("#", of: "#/components/schemas/Order"))
    }

    /// `count` schemas whose properties (`next`, or `left` and `right`) each copy the next schema, which does the same.
    static func chain(_ count: Int, properties: [String]) -> String {
        var yaml = """
            openapi: 3.0.3
            info: {title: Chain, version: "1"}
            paths: {}
            components:
              schemas:

            """
        for level in 0..<count {
            yaml += "    S\(level):\n      type: object\n      properties:\n        id: {type: string}\n"
            guard level < count - 1 else { continue }
            for property in properties {
                yaml += """
                            \(property):
                              allOf:
                                - $ref: '#/components/schemas/S\(level + 1)'
                                - {type: object, properties: {extra: {type: string}}}

                    """
            }
        }
        return yaml
    }

    /// Each schema's `next` copies the next schema, whose `next` copies the one after...: every type used to declare
    /// the whole rest of the chain again (n * n / 2 structs). Now each copy is an alias, and the structs are about 2n.
    @Test func aChainOfCopiesDeclaresEachSchemaAboutOnce() throws {
        let count = 30
        let types = Declarations(try Self.model(Self.chain(count, properties: ["next"])))
        #expect(types.all.filter { $0.structure != nil }.count < 3 * count)
        #expect(types["S0.Next"]?.structure != nil)
        let copy = try #require(types["S0.Next.Next2"]?.alias)
        #expect(copy == .named("S1.Next"))
    }

    /// A copy was laid out with its own members, its home with others. `Order.Owner`, a copy of `Base.Owner`, holds
    /// an `Order`: laid out alone, the cycle `Order` - `Order.Owner` - `Order` was boxed inside the copy. Once the copy
    /// is an alias, `Order` holds `Base.Owner`, which holds `Order`: with values nested by value up to 8 deep, the
    /// model is laid out again so that this cycle is boxed too, and no chain held by value is deeper than 8.
    @Test func aliasedCopiesAreLaidOutAgain() throws {
        var options = TranslatorOptions()
        options.maximumValueNestingDepth = 8
        let yaml = Self.base.replacingOccurrences(of: "name: {type: string}", with: "order: {$ref: '#/components/schemas/Order'}")
        let declarations = Declarations(try Self.model(yaml, options: options))
        #expect(declarations["Order.Owner"]?.alias == .named("Base.Owner"))
        #expect(declarations.longestByValueChain() <= 8)
    }

    /// Past the nesting limit of 80, the copies of a chain of 90 schemas kept their last links as `JSONValue`, with a
    /// `translate.tooDeep` warning. Those copies are now aliases: the warning, which would be false, is not given,
    /// and no value is `JSONValue`. The schemas' translation alone, which keeps the copies, still gives it.
    @Test func warningsAboutDroppedCopiesAreNotGiven() throws {
        let result = try Self.translated(Self.chain(90, properties: ["next"]))
        #expect(!result.warnings.contains("translate.tooDeep"))
        #expect(result.schemaWarnings.contains("translate.tooDeep"))
        let json = Declarations(result.model).all.flatMap { $0.structure?.properties ?? [] }
            .filter { $0.type.unwrapped == .builtin("JSONValue") }
        #expect(json.isEmpty)
    }

    /// `Base.next` copies `Mid`, whose `next` copies `Order`, which is `allOf` `Base`: the copies would nest without
    /// end, and the innermost was kept as `JSONValue` with a `translate.recursiveInline` warning. As aliases they
    /// hold one another's types instead (boxed), so neither the warning nor the `JSONValue` remains.
    @Test func copiesThatNestWithoutEndBecomeRecursiveTypes() throws {
        let result = try Self.translated(Self.document(bodyPart: "{type: object}", schemas: """
                Base:
                  type: object
                  properties:
                    next:
                      allOf:
                        - $ref: '#/components/schemas/Mid'
                        - {type: object, properties: {extra: {type: string}}}
                Mid:
                  type: object
                  properties:
                    next:
                      allOf:
                        - $ref: '#/components/schemas/Order'
                        - {type: object, properties: {kind: {type: string}}}
                Order:
                  allOf:
                    - $ref: '#/components/schemas/Base'
                    - {type: object, properties: {id: {type: integer}}}
            """))
        #expect(result.schemaWarnings.contains("translate.recursiveInline"))
        #expect(result.warnings.isEmpty)
        let types = Declarations(result.model)
        // `Base.Next` and `Order.Next` are identical, so shared; the copy of `Mid.next` in them is `Mid.Next`.
        let shared = try #require(types["Base.Next"]?.alias?.namedType)
        #expect(types["Order.Next"]?.alias == .named(shared))
        #expect(types[shared + ".Next2"]?.alias == .named("Mid.Next"))
        #expect(types["Mid.Next"]?.property("next")?.type == .optional(.named("Mid.Next.Next2")))
        #expect(types["Mid.Next.Next2"]?.alias == .named("Base.Next"))
        #expect(types["Mid.Next"]?.property("next")?.isBoxed == true)
    }

    /// Two operations send the same copy of the first of a chain of four copying schemas: their bodies are shared,
    /// and the copies inside the shared body are found in a second round. With one round, they are what the last
    /// round found, made aliases with the others before the last sharing: the same declarations as with more.
    @Test func copiesLeftAfterTheLastRoundAreAliasesInTheSharedModel() throws {
        var yaml = Self.chain(4, properties: ["next"]).replacingOccurrences(of: "paths: {}\n", with: """
            paths:
              /a: {post: {operationId: sendA, requestBody: {$ref: '#/components/requestBodies/Chain'}, responses: {'204': {description: done}}}}
              /b: {post: {operationId: sendB, requestBody: {$ref: '#/components/requestBodies/Chain'}, responses: {'204': {description: done}}}}

            """)
        yaml += """
              requestBodies:
                Chain:
                  content:
                    application/json:
                      schema:
                        allOf:
                          - $ref: '#/components/schemas/S0'
                          - {type: object, properties: {x: {type: string}}}

            """
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: DiagnosticCollector())
        func declarations(rounds: Int) -> Declarations {
            Declarations(ClientTranslator().translate(document, options: TranslatorOptions(), diagnostics: DiagnosticCollector(),
                                                      copyAliasRounds: rounds))
        }
        let (one, four) = (declarations(rounds: 1), declarations(rounds: 4))
        // The shared body is named after its request body of `components`.
        #expect(four["ChainBody.Next"]?.alias == .named("S0.Next"))
        #expect(four["ChainBodyNext"] == nil)
        #expect(one.byName.keys.sorted() == four.byName.keys.sorted())
        for (name, declaration) in four.byName {
            #expect(one[name]?.kind == declaration.kind, "\(name)")
        }
    }

    /// With two copying properties, copies of the same schema meet in each type (`S0.Left.Left2` and
    /// `S0.Right.Left2`...) and sharing declares them once at the top level. Those copies are dropped for aliases:
    /// sharing must not have declared them, or their shared declaration would be left behind, named by nothing.
    @Test func aBranchingChainLeavesNoDeclarationBehind() throws {
        let count = 12
        let model = try Self.model(Self.chain(count, properties: ["left", "right"]))
        let declarations = Declarations(model)
        #expect(declarations.all.filter { $0.structure != nil }.count < 4 * count)
        let named = Set(declarations.all.flatMap(\.namedTypes))
        let unnamed = model.types.map(\.name).filter { !named.contains($0) }
        #expect(unnamed == (0..<count).map { "S\($0)" })
    }
}

/// Every declaration of a model by qualified name: entity types and endpoints' nested types.
struct Declarations {
    private(set) var byName: [String: TypeDeclaration] = [:]
    private(set) var all: [TypeDeclaration] = []

    init(_ model: ClientModel) {
        for type in model.types { add(type, prefix: "") }
        for endpoint in model.endpoints {
            for type in endpoint.nested { add(type, prefix: endpoint.typeName + ".") }
        }
    }

    private mutating func add(_ declaration: TypeDeclaration, prefix: String) {
        let name = prefix + declaration.name
        byName[name] = declaration
        all.append(declaration)
        for child in declaration.nested { add(child, prefix: name + ".") }
    }

    subscript(_ name: String) -> TypeDeclaration? { byName[name] }

    /// The most declarations held in one another by value: through properties that are not boxed and whose type
    /// is a generated struct, optional or not, through aliases.
    func longestByValueChain() -> Int {
        var heights: [String: Int] = [:]
        func resolved(_ name: String) -> String {
            var current = name
            while case .alias(let target)? = byName[current]?.kind, let next = target.namedType, next != current {
                current = next
            }
            return current
        }
        func height(_ name: String, visiting: Set<String>) -> Int {
            if let known = heights[name] { return known }
            guard let structure = byName[name]?.structure else { return 0 }
            // A cycle of values held by value: a type of infinite size.
            guard !visiting.contains(name) else { return .max / 2 }
            let children = structure.properties.filter { !$0.isBoxed }.compactMap { property -> Int? in
                guard case .named(let target) = property.type.unwrapped else { return nil }
                return height(resolved(target), visiting: visiting.union([name]))
            }
            heights[name] = 1 + (children.max() ?? 0)
            return heights[name]!
        }
        return byName.keys.map { height($0, visiting: []) }.max() ?? 0
    }
}

extension TypeDeclaration {
    /// The names of the generated types this declaration's members or alias name.
    var namedTypes: [String] {
        switch kind {
        case .structure(let structure):
            structure.properties.compactMap(\.type.namedType) + [structure.additionalProperties?.valueType.namedType].compactMap { $0 }
        case .oneOf(let oneOf): oneOf.cases.compactMap(\.type.namedType)
        case .alias(let target): [target.namedType].compactMap { $0 }
        case .enumeration: []
        }
    }
}
