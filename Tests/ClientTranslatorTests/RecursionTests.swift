import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import Testing

@Suite("Recursion and nesting depth")
struct RecursionTests {
    /// The cycle and depth rules with room for by-value nesting (the default, 1, boxes every edge).
    static let deep: TranslatorOptions = {
        var options = TranslatorOptions()
        options.maximumValueNestingDepth = 8
        return options
    }()

    @Test func byDefaultEveryGeneratedTypeStoredInAnotherIsBoxed() throws {
        let result = Translated([
            "Order": S.object(["customer": S.ref("Customer"), "lines": S.array(S.ref("Line")), "note": S.string(),
                               "status": S.enumeration(["open", "closed"]), "payment": S.oneOf([S.ref("Card"), S.string()])]),
            "Customer": S.object(["name": S.string()]),
            "Line": S.object(["sku": S.string()]),
            "Card": S.object(["number": S.string()]),
        ])
        let order = try #require(result["Order"])
        // Structs and `oneOf` enums by value are boxed; arrays, builtins and string enums are not.
        #expect(order.property("customer")?.isBoxed == true)
        #expect(order.property("payment")?.isBoxed == true)
        #expect(order.property("lines")?.isBoxed == false)
        #expect(order.property("note")?.isBoxed == false)
        #expect(order.property("status")?.isBoxed == false)
        // A `oneOf` case holding a struct is indirect; one holding a builtin is not.
        #expect(result["Order.Payment"]?.oneOf?.cases.map(\.isIndirect) == [true, false])
    }
    @Test("An alias far from the end of a long chain of aliases names the end: the compiler overflowed on 3,000")
    func longChainsOfAliasesAreShortened() throws {
        var schemas: [(String, Schema)] = [("S200", S.string())]
        for index in 0..<200 { schemas.append(("S\(index)", S.ref("S\(index + 1)"))) }
        let model = ClientTranslator().translate(S.document(schemas), options: TranslatorOptions(), diagnostics: DiagnosticCollector())
        func alias(_ name: String) -> TypeUsage? { model.types.first { $0.name == name }?.alias }
        #expect(alias("S0") == .builtin("String"))
        // `S200 = String` is the chain's last alias: `S137` is 64 aliases from its end, `S136` 65.
        #expect(alias("S136") == .builtin("String"))
        #expect(alias("S137") == .named("S138"))
        #expect(alias("S199") == .named("S200"))
    }

    @Test func selfReferenceIsBoxed() throws {
        let result = Translated(["Node": S.object(["value": S.integer(), "next": S.ref("Node"), "children": S.array(S.ref("Node"))])])
        let node = try #require(result["Node"])
        #expect(node.property("next")?.isBoxed == true)
        #expect(node.property("children")?.isBoxed == false)
        #expect(node.property("value")?.isBoxed == false)
    }

    @Test func mutualRecursionBoxesOneEdgeDeterministically() throws {
        let result = Translated([
            "Person": S.object(["employer": S.ref("Company")]),
            "Company": S.object(["ceo": S.ref("Person"), "staff": S.map(S.ref("Person"))]),
        ], options: Self.deep)
        #expect(result["Person"]?.property("employer")?.isBoxed == false)
        #expect(result["Company"]?.property("ceo")?.isBoxed == true)
        #expect(result["Company"]?.property("staff")?.isBoxed == false)
    }

    @Test func recursionThroughAliasesAndNestedTypes() throws {
        let result = Translated([
            "Tree": S.object(["root": S.ref("Branch")]),
            "Branch": S.allOf([S.ref("Leaf")]),
            "Leaf": S.object(["owner": S.object(["tree": S.ref("Tree")])]),
        ], options: Self.deep)
        #expect(result["Branch"]?.alias == .named("Leaf"))
        let boxed = [result["Tree"]?.property("root"), result["Leaf"]?.property("owner"), result["Leaf.Owner"]?.property("tree")]
            .compactMap { $0?.isBoxed }
        #expect(boxed == [false, false, true])
    }

    @Test func recursiveOneOfCaseIsIndirect() throws {
        let result = Translated([
            "Expr": S.oneOf([S.ref("Literal"), S.ref("Sum")]),
            "Literal": S.object(["value": S.number()]),
            "Sum": S.object(["left": S.ref("Expr"), "right": S.ref("Expr")]),
        ], options: Self.deep)
        // The search starts at `Expr` (first in document order): the edges that close the cycle are `Sum`'s.
        let cases = try #require(result["Expr"]?.oneOf?.cases)
        #expect(cases.map(\.isIndirect) == [false, false])
        #expect(result["Sum"]?.structure?.properties.map(\.isBoxed) == [true, true])
    }

    @Test func oneOfThatContainsItselfGetsAnIndirectCase() throws {
        let result = Translated(["Json": S.oneOf([S.string(), S.ref("Json"), S.map(S.ref("Json"))])])
        let cases = try #require(result["Json"]?.oneOf?.cases)
        #expect(cases.map(\.type) == [.builtin("String"), .named("Json"), .dictionary(.named("Json"))])
        #expect(cases.map(\.isIndirect) == [false, true, false])
    }

    @Test func deepByValueChainsAreCut() throws {
        // L0 -> L1 -> ... -> L11 by value.
        var components: [(String, Schema)] = []
        for level in 0..<12 {
            let next: Schema = level < 11 ? S.ref("L\(level + 1)") : S.string()
            components.append(("L\(level)", S.object(["next": next])))
        }
        var document = S.document([:])
        for (name, schema) in components {
            let pointer = JSONPointer(["components", "schemas", name])
            let located = S.withPointers(schema, pointer)
            document.componentSchemas[name] = located
            document.schemas[ReferenceTarget(file: S.rootFile, pointer: pointer)] = located
        }
        let result = Translated(document, options: Self.deep)
        let boxed = (0..<11).map { result["L\($0)"]?.property("next")?.isBoxed == true }
        // L4...L11 (8 types) stay by value; L3's reference would make the chain 9 long, so it is boxed.
        #expect(boxed == [false, false, false, true, false, false, false, false, false, false, false])
        // No unboxed chain is longer than the limit.
        var longest = 0, run = 1
        for isBoxed in boxed.reversed() { run = isBoxed ? 1 : run + 1; longest = max(longest, run) }
        #expect(longest <= 8)
    }

    @Test func nestingLimitIsAnOption() throws {
        var options = TranslatorOptions()
        options.maximumValueNestingDepth = 2
        let result = Translated([
            "A": S.object(["b": S.ref("B")]),
            "B": S.object(["c": S.ref("C")]),
            "C": S.object(["x": S.string()]),
        ], options: options)
        #expect(result["A"]?.property("b")?.isBoxed == true)
        #expect(result["B"]?.property("c")?.isBoxed == false)
    }

    @Test func absurdlyDeepInlineNestingIsCut() throws {
        var schema = S.string()
        for _ in 0..<200 { schema = S.object(["child": schema]) }
        let result = Translated(["Deep": schema])
        #expect(result.diagnostics.map(\.id) == ["translate.tooDeep"])
        var declaration = try #require(result["Deep"])
        var depth = 1
        while let nested = declaration.nested.first { declaration = nested; depth += 1 }
        #expect(depth == 79)
        #expect(result["Deep.Child.Child2.Child3"] != nil)
        #expect(declaration.property("child")?.type == .optional(.builtin("JSONValue")))
    }

    /// `Person.inner.address` copies Person's properties (`allOf`), `inner` among them: declared in full, `inner`
    /// would hold an `address`, which would hold an `inner`, without end (a fuzzed document overflowed the stack).
    @Test func inlineSchemaCopiedIntoItselfIsCut() throws {
        let address = S.allOf([S.ref("Person"), S.object(["note": S.string()])])
        let result = Translated(["Person": S.object(["inner": S.object(["address": address])])])
        #expect(result.diagnostics.map(\.id) == ["translate.recursiveInline"])
        #expect(result.diagnostics.first?.pointer == "#/components/schemas/Person/properties/inner")
        let copied = try #require(result["Person.Inner.Address"])
        #expect(copied.property("inner")?.type == .optional(.builtin("JSONValue")))
        #expect(copied.property("note")?.type == .optional(.builtin("String")))
        #expect(copied.nested.isEmpty)
    }

    /// Copied properties keep the pointers of where they are written, so the pointer depth does not bound how deep
    /// a chain of copies nests: S0.next copies S1, whose next copies S2, and so on. The nesting depth does.
    @Test func longChainsOfCopiedPropertiesAreCut() throws {
        var document = S.document([:])
        for level in 0..<100 {
            var properties: KeyValuePairs<String, Schema> = ["id": S.string()]
            if level < 99 { properties = ["id": S.string(), "next": S.allOf([S.ref("S\(level + 1)"), S.object(["extra": S.string()])])] }
            let pointer = JSONPointer(["components", "schemas", "S\(level)"])
            let located = S.withPointers(S.object(properties), pointer)
            document.componentSchemas["S\(level)"] = located
            document.schemas[ReferenceTarget(file: S.rootFile, pointer: pointer)] = located
        }
        let result = Translated(document)
        #expect(!result.diagnostics.isEmpty)
        #expect(Set(result.diagnostics.map(\.id)) == ["translate.tooDeep"])
        var declaration = try #require(result["S0"])
        var depth = 1
        while let nested = declaration.nested.first { declaration = nested; depth += 1 }
        #expect(depth == 80)  // SchemaContext.maximumNestingDepth
        #expect(declaration.property("next")?.type == .optional(.builtin("JSONValue")))
    }

    /// Two branches of one type reach the nesting limit: one `translate.tooDeep` for the type, not one per leaf.
    @Test func tooDeepIsReportedOncePerType() throws {
        var deep = S.string()
        for _ in 0..<90 { deep = S.object(["x": deep]) }
        let result = Translated(["Deep": S.object(["a": deep, "b": deep]), "Other": S.object(["c": deep])])
        #expect(result.diagnostics.map(\.id) == ["translate.tooDeep", "translate.tooDeep"])
    }

    @Test func recursiveAliasesAreBroken() throws {
        let result = Translated([
            "Tree": S.map(S.ref("Tree")),
            "Nested": S.array(S.ref("Nested")),
            "Loop": S.ref("Loop"),
        ])
        #expect(result["Tree"]?.structure?.additionalProperties?.valueType == .named("Tree"))
        #expect(result["Nested"]?.alias == .array(.builtin("JSONValue")))
        #expect(result["Loop"]?.alias == .builtin("JSONValue"))
        #expect(result.diagnostics.map(\.id) == ["translate.recursiveAlias", "translate.recursiveAlias"])
    }
}
