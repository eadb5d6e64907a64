import ClientIR
@testable import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

/// Copies of inline schemas past the bound of one outermost type (`SchemaContext.maximumCopies`) are declared as
/// typealiases of their homes without being translated; only those that cannot name a home keep `JSONValue`.
@Suite("Copies past the bound")
struct CopiesPastTheBoundTests {
    /// The schemas of `yaml` translated alone (nothing shared, every copy kept), and the diagnostics.
    static func schemaTypes(_ yaml: String, options: TranslatorOptions = TranslatorOptions()) throws
        -> (types: Declarations, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: collector)
        let types = SchemaTranslator().translateTypes(document, options: options, diagnostics: collector)
        return (Declarations(ClientModel(title: "", apiVersion: "", types: types)), collector.diagnostics)
    }

    /// The declarations among `declarations` that spell `JSONValue` in a property, a case or an alias.
    static func spellingJSONValue(_ declarations: [TypeDeclaration]) -> [String] {
        declarations.filter { declaration in
            let usages: [TypeUsage] = switch declaration.kind {
            case .structure(let structure): structure.properties.map(\.type)
            case .oneOf(let oneOf): oneOf.cases.map(\.type)
            case .alias(let target): [target]
            case .enumeration: []
            }
            return usages.contains { $0.swiftSpelling.contains("JSONValue") }
        }.map(\.name)
    }

    /// Fourteen schemas whose `left` and `right` each copy the next one: `S0` would declare 2^14 - 4 copies. It
    /// translates 256 of them; each copy past those is a typealias of the declaration made where its schema is
    /// written (`S5.Left` for a copy of `S5.properties.left`), so nothing becomes `JSONValue` and nothing is reported.
    @Test func copiesPastTheBoundAreAliasesOfTheirHomes() throws {
        let (types, diagnostics) = try Self.schemaTypes(CopiedTypesTests.chain(14, properties: ["left", "right"]))
        let inS0 = types.byName.filter { $0.key.hasPrefix("S0.") }
        #expect(inS0.values.filter { $0.structure != nil }.count == 2 + SchemaContext.maximumCopies)
        let placeholders = inS0.filter { $0.value.alias != nil }
        #expect(!placeholders.isEmpty)
        for (name, placeholder) in placeholders {
            let home = try #require(placeholder.alias?.namedType, "\(name)")
            #expect(home.wholeMatch(of: /S([1-9]|1[0-3])\.(Left|Right)/) != nil, "\(name) = \(home)")
            #expect(types[home]?.origin == placeholder.origin, "\(name) = \(home)")
        }
        #expect(Self.spellingJSONValue(types.all).isEmpty)
        #expect(diagnostics.isEmpty)
    }

    /// The same document through the whole translation: sharing and the aliases of copies leave about two structs
    /// per schema, and nothing is `JSONValue`.
    @Test func theWholeTranslationKeepsEveryTypedMember() throws {
        let count = 14
        let (model, warnings, _) = try CopiedTypesTests.translated(CopiedTypesTests.chain(count, properties: ["left", "right"]))
        let declarations = Declarations(model)
        #expect(declarations.all.filter { $0.structure != nil }.count < 4 * count)
        #expect(Self.spellingJSONValue(declarations.all).isEmpty)
        #expect(warnings.isEmpty)
    }

    /// An operation that sends `allOf: [S0, ...]` copies all of `S0`'s copies into its body: the endpoint's own
    /// scope reaches the bound, and its copies past it name their homes too.
    @Test func anEndpointsCopiesPastTheBoundAreAliasesOfTheirHomes() throws {
        let chain = CopiedTypesTests.chain(12, properties: ["left", "right"])
        let schemas = try #require(chain.components(separatedBy: "  schemas:\n").last)
        let yaml = CopiedTypesTests.document(bodyPart: "{type: object, properties: {note: {type: string}}}",
                                             schemas: schemas, base: "S0")
        let (model, warnings, _) = try CopiedTypesTests.translated(yaml)
        let endpoint = try #require(model.endpoints.first)
        let nested = Declarations(ClientModel(title: "", apiVersion: "", types: endpoint.nested))
        #expect(nested.all.count > 1)
        #expect(Self.spellingJSONValue(nested.all).isEmpty)
        #expect(Self.spellingJSONValue(Declarations(model).all).isEmpty)
        #expect(warnings.isEmpty)
    }

    /// A copy past the bound whose home the configuration renames members of cannot be one type with it (the two
    /// would spell the members differently): it keeps `JSONValue`, and its outermost type is reported once.
    @Test func aCopyPastTheBoundThatCannotNameItsHomeIsReported() throws {
        var options = TranslatorOptions()
        for level in 1..<14 {
            options.propertyNameOverrides["S\(level).Left.extra"] = "more"
            options.propertyNameOverrides["S\(level).Right.extra"] = "more"
        }
        let (types, diagnostics) = try Self.schemaTypes(CopiedTypesTests.chain(14, properties: ["left", "right"]),
                                                        options: options)
        let inS0 = types.byName.filter { $0.key.hasPrefix("S0.") }
        let placeholders = inS0.values.filter { $0.alias != nil }
        #expect(!placeholders.isEmpty)
        #expect(placeholders.allSatisfy { $0.alias == .builtin("JSONValue") })
        let reported = diagnostics.filter { $0.id == "translate.tooManyCopies" }
        #expect(reported.filter { $0.message.hasPrefix("'S0' ") }.count == 1)
        #expect(reported.count == Set(reported.map { $0.message.prefix { $0 != " " } }).count)
    }
}
