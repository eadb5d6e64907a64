import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import Testing

/// `validation: true`: which validation keywords become checks, written how, and which values check themselves.
@Suite("Validation keywords")
struct ValidationTranslationTests {
    static var validating: TranslatorOptions {
        var options = TranslatorOptions()
        options.validation = true
        return options
    }

    static func constraints(_ schema: Schema, options: TranslatorOptions = validating) -> [ValueConstraints] {
        let result = Translated(["Thing": S.object(["value": schema])], options: options)
        return result["Thing"]?.property("value")?.constraints ?? [.init(check: .string, arguments: ["missing"])]
    }

    @Test func offByDefault() {
        #expect(Self.constraints(S.with(S.string()) { $0.maxLength = 3 }, options: TranslatorOptions()).isEmpty)
    }

    @Test func stringsKeepLengthsAndAnEscapedPattern() {
        let schema = S.with(S.string()) {
            $0.minLength = 1
            $0.maxLength = 20
            $0.pattern = #"^"\(exit\(1\)\)"$"#
        }
        #expect(Self.constraints(schema) == [ValueConstraints(check: .string, arguments: [
            "minLength: 1", "maxLength: 20", #"pattern: "^\"\\(exit\\(1\\)\\)\"$""#,
        ])])
    }

    /// A pattern `NSRegularExpression` cannot read would never be checked: it is left out, with one warning at the
    /// schema however many properties use it.
    @Test func anUnreadablePatternIsLeftOutWithAWarning() {
        let code = S.withPointers(S.with(S.string()) {
            $0.pattern = "[a-z"
            $0.maxLength = 3
        }, JSONPointer(["components", "schemas", "Code"]))
        let result = Translated([
            "Code": code,
            "Thing": S.object(["a": S.ref("Code"), "b": S.ref("Code"), "c": S.with(S.string()) { $0.pattern = "^[a-z]+$" }]),
        ], options: Self.validating)
        #expect(result["Thing"]?.property("a")?.constraints == [ValueConstraints(check: .string, arguments: ["maxLength: 3"])])
        #expect(result["Thing"]?.property("b")?.constraints == [ValueConstraints(check: .string, arguments: ["maxLength: 3"])])
        #expect(result["Thing"]?.property("c")?.constraints.first?.arguments == [#"pattern: "^[a-z]+$""#])
        #expect(result.diagnostics.map(\.id) == ["translate.unreadablePattern"])
    }

    /// A pattern applies to strings only: on a number it is neither read nor reported.
    @Test func aPatternOnANumberIsNotRead() {
        let result = Translated(["Thing": S.object(["n": S.with(S.integer()) { $0.pattern = "[0-9" }])], options: Self.validating)
        #expect(result["Thing"]?.property("n")?.constraints == [])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func numbersAreWrittenFromTheirValue() {
        let integer = S.with(S.integer("int32")) {
            $0.minimum = "-5"
            $0.exclusiveMaximum = "1e3"
            $0.multipleOf = "0"  // not positive: left out
        }
        #expect(Self.constraints(integer) == [ValueConstraints(check: .integer, arguments: ["minimum: -5.0", "exclusiveMaximum: 1000.0"])])
        let decimal = S.with(S.number("decimal")) { $0.multipleOf = "0.01" }
        #expect(Self.constraints(decimal) == [ValueConstraints(check: .decimal, arguments: ["multipleOf: 0.01"])])
        let double = S.with(S.number()) { $0.maximum = "1e400" }  // not a finite Double: left out
        #expect(Self.constraints(double).isEmpty)
    }

    @Test func theSwiftTypeDecidesTheCheck() {
        // A format mapped to a type of the user's: no string to measure.
        var options = Self.validating
        options.formatTypeOverrides = ["uuid": "UUID"]
        #expect(Self.constraints(S.with(S.string("uuid")) { $0.maxLength = 36 }, options: options).isEmpty)
        // Keywords of another type's, and enums, have nothing to check.
        #expect(Self.constraints(S.with(S.boolean()) { $0.maxLength = 3 }).isEmpty)
        #expect(Self.constraints(S.with(S.enumeration(["a", "b"])) { $0.maxLength = 3 }).isEmpty)
        #expect(Self.constraints(S.with(S.string()) { $0.minimum = "1" }).isEmpty)
    }

    @Test func arraysCheckTheirCountAndTheirElements() {
        let array = S.with(S.array(S.with(S.string()) { $0.pattern = "^[a-z]+$" })) {
            $0.maxItems = 3
            $0.uniqueItems = true
        }
        #expect(Self.constraints(array) == [
            ValueConstraints(check: .items, arguments: ["maxItems: 3", "uniqueItems: true"]),
            ValueConstraints(check: .strings, arguments: [#"pattern: "^[a-z]+$""#]),
        ])
        let map = S.with(S.map(S.string())) { $0.minProperties = 1 }
        #expect(Self.constraints(map) == [ValueConstraints(check: .members, arguments: ["minProperties: 1"])])
    }

    @Test func aReferenceToAStringSchemaChecksThatSchemasKeywords() {
        let result = Translated([
            "Email": S.with(S.string()) { $0.maxLength = 254 },
            "Codes": S.with(S.array(S.with(S.integer()) { $0.maximum = "9" })) { $0.maxItems = 2 },
            "Account": S.object(["email": S.ref("Email"), "codes": S.ref("Codes")]),
        ], options: Self.validating)
        #expect(result["Account"]?.property("email")?.type == .optional(.named("Email")))
        #expect(result["Account"]?.property("email")?.constraints == [ValueConstraints(check: .string, arguments: ["maxLength: 254"])])
        #expect(result["Account"]?.property("codes")?.constraints == [
            ValueConstraints(check: .items, arguments: ["maxItems: 2"]),
            ValueConstraints(check: .integers, arguments: ["maximum: 9.0"]),
        ])
    }

    @Test func valuesOfGeneratedTypesCheckThemselves() {
        let document = S.document([
            "Pet": S.object(["name": S.string(), "status": S.enumeration(["a"])]),
            "Pets": S.array(S.ref("Pet")),
            "Owner": S.object([
                "pet": S.ref("Pet"), "pets": S.ref("Pets"), "byName": S.map(S.array(S.ref("Pet"))),
                "status": S.ref("Status"), "note": S.string(), "choice": S.oneOf([S.ref("Pet"), S.string()]),
            ]),
            "Status": S.enumeration(["on", "off"]),
        ])
        let collector = DiagnosticCollector()
        let model = ClientTranslator().translate(document, options: Self.validating, diagnostics: collector)
        #expect(model.validation)
        let owner = model.types.first { $0.name == "Owner" }
        let nested = owner?.structure?.properties.map { "\($0.key): \($0.validatesNested)" }
        #expect(nested == ["pet: true", "pets: true", "byName: true", "status: false", "note: false", "choice: true"])
        let choice = owner?.nested.first { $0.name == "Choice" }
        guard case .oneOf(let oneOf)? = choice?.kind else {
            Issue.record("Owner.Choice is not a oneOf enum")
            return
        }
        #expect(oneOf.cases.map(\.validatesPayload) == [true, false])
        let unmarked = ClientTranslator().translate(document, options: TranslatorOptions(), diagnostics: collector)
        #expect(!unmarked.validation)
        #expect(unmarked.types.first { $0.name == "Owner" }?.property("pet")?.validatesNested == false)
    }
}
