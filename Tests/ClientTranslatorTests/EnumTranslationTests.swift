import ClientIR
import ClientTranslator
import OpenAPIModel
import Testing

@Suite("Enums")
struct EnumTranslationTests {
    @Test func stringEnumWithUnknownCase() throws {
        let result = Translated(["Status": S.enumeration(["available", "in_progress", "SOLD_OUT", "default", "a\"b\\c"])])
        let status = try #require(result["Status"]?.enumeration)
        #expect(status.rawType == .string)
        #expect(status.cases.map(\.name) == ["available", "inProgress", "soldOut", "`default`", "aBC"])
        #expect(status.cases.map(\.rawValue) == ["available", "in_progress", "SOLD_OUT", "default", "a\"b\\c"])
        #expect(status.cases.last?.rawValueLiteral == #""a\"b\\c""#)
        #expect(!status.isFrozen)
        #expect(status.unknownCaseName == "unknown")
    }

    @Test func frozenEnumsOption() throws {
        var options = TranslatorOptions()
        options.frozenEnums = true
        let status = try #require(Translated(["Status": S.enumeration(["a"])], options: options)["Status"]?.enumeration)
        #expect(status.isFrozen)
    }

    @Test func integerEnum() throws {
        let level = try #require(Translated(["Level": S.intEnum([1, 2, -1, 10])])["Level"]?.enumeration)
        #expect(level.rawType == .int)
        #expect(level.cases.map(\.name) == ["_1", "_2", "minus1", "_10"])
        #expect(level.cases.map(\.rawValueLiteral) == ["1", "2", "-1", "10"])
    }

    @Test func valueNamedUnknownMovesTheCatchAllCase() throws {
        let state = try #require(Translated(["State": S.enumeration(["unknown", "known"])])["State"]?.enumeration)
        #expect(state.cases.map(\.name) == ["unknown", "known"])
        #expect(state.unknownCaseName == "undocumented")
    }

    @Test func duplicateValuesAndCollidingNames() throws {
        let result = Translated(["Op": S.enumeration(["a-b", "a_b", "aB", "a-b", ">=", "<=", "=", "!="])])
        let op = try #require(result["Op"]?.enumeration)
        #expect(op.cases.map(\.rawValue) == ["a-b", "a_b", "aB", ">=", "<=", "=", "!="])
        #expect(op.cases.map(\.name) == ["aB", "aB2", "aB3", "greaterThanEquals", "lessThanEquals", "equals", "notEquals"])
    }

    @Test("Values that differ by a sign spell it out rather than take a number")
    func valuesThatDifferBySign() throws {
        // Sort orders (pims, Jira), GitHub's reactions, Stripe's time zones.
        let result = Translated(["Order": S.enumeration([
            "name", "-name", "+name", "created_at", "-created_at", "reactions-+1", "reactions--1", "Etc/GMT+11", "Etc/GMT-11",
            "a-b", "a_b",
        ])])
        let order = try #require(result["Order"]?.enumeration)
        #expect(order.cases.map(\.name) == [
            "name", "minusName", "plusName", "createdAt", "minusCreatedAt", "reactions1", "reactionsMinus1", "etcGMT11",
            "etcGMTMinus11", "aB", "aB2",
        ])
    }

    @Test func aValueNamedAllCasesDoesNotRedeclareTheList() throws {
        let result = Translated(["A": S.enumeration(["allCases", "rawValue"])])
        #expect(result["A"]?.enumeration?.cases.map(\.name) == ["allCases2", "rawValue"])
    }

    @Test func nullMemberMakesUsesOptional() throws {
        let result = Translated([
            "Color": S.with(S.enumeration(["red", "null"], type: nil)) { $0.enumValues = [S.quoted("red"), S.plain("null")] },
            "Paint": S.object(["color": S.ref("Color")], required: ["color"]),
        ])
        #expect(result["Color"]?.enumeration?.cases.map(\.rawValue) == ["red"])
        #expect(result["Paint"]?.property("color")?.type == .optional(.named("Color")))
    }

    @Test func enumsThatAreNotStringsOrIntegersKeepTheirPrimitiveType() throws {
        let numbers = S.with(S.number()) { $0.enumValues = [S.plain("1.5"), S.plain("2.5")] }
        let flags = S.with(S.boolean()) { $0.enumValues = [S.plain("true")] }
        let result = Translated(["Ratio": numbers, "Flag": flags])
        #expect(result["Ratio"]?.alias == .builtin("Double"))
        #expect(result["Flag"]?.alias == .builtin("Bool"))
    }

    @Test func extensionsNameAndDocumentCases() throws {
        let schema = S.with(S.intEnum([0, 1])) {
            $0.extensions["x-enum-varnames"] = .sequence([S.plain("Off"), S.plain("On")])
            $0.extensions["x-enum-descriptions"] = .sequence([S.plain("Disabled."), S.plain("Enabled.")])
        }
        let power = try #require(Translated(["Power": schema])["Power"]?.enumeration)
        #expect(power.cases.map(\.name) == ["off", "on"])
        #expect(power.cases.map(\.documentation) == [["Disabled."], ["Enabled."]])
    }

    /// Azure's `x-ms-enum` names and documents cases by value; `x-enum-varnames` and `x-enum-descriptions` come first.
    @Test func azureEnumValuesNameAndDocumentCases() throws {
        func value(_ value: String, name: String? = nil, description: String? = nil) -> RawValue {
            var entry = OrderedMap<RawValue>()
            entry["value"] = S.plain(value)
            if let name { entry["name"] = S.plain(name) }
            if let description { entry["description"] = S.plain(description) }
            return .mapping(entry)
        }
        func azure(_ values: [RawValue]) -> RawValue {
            var fields = OrderedMap<RawValue>()
            fields["name"] = S.plain("Method")
            fields["modelAsString"] = S.plain("true")
            fields["values"] = .sequence(values)
            return .mapping(fields)
        }
        let method = S.with(S.enumeration(["Basic", "Body", "None"])) {
            $0.extensions["x-ms-enum"] = azure([
                value("Body", description: "Credentials in the body."), value("Basic", name: "BasicAuth", description: "Basic."),
            ])
        }
        let level = S.with(S.intEnum([1, 2])) {
            $0.extensions["x-ms-enum"] = azure([value("1", name: "Low"), value("2", name: "High", description: "Loud.")])
            $0.extensions["x-enum-varnames"] = .sequence([S.plain("Quiet")])
            $0.extensions["x-enum-descriptions"] = .sequence([S.plain("Soft.")])
        }
        let result = Translated(["Method": method, "Level": level])
        let methods = try #require(result["Method"]?.enumeration)
        #expect(methods.cases.map(\.name) == ["basicAuth", "body", "none"])
        #expect(methods.cases.map(\.documentation) == [["Basic."], ["Credentials in the body."], []])
        let levels = try #require(result["Level"]?.enumeration)
        #expect(levels.cases.map(\.name) == ["quiet", "high"])
        #expect(levels.cases.map(\.documentation) == [["Soft."], ["Loud."]])
    }

    @Test func caseNameOverrides() throws {
        var options = TranslatorOptions()
        options.enumCaseNameOverrides = ["Status.a": "alpha", "b": "beta", "Other.c": "never"]
        let status = try #require(Translated(["Status": S.enumeration(["a", "b", "c"])], options: options)["Status"]?.enumeration)
        #expect(status.cases.map(\.name) == ["alpha", "beta", "c"])
    }

    @Test func integersTooLargeForIntAreNotAnEnum() throws {
        let schema = S.with(S.integer()) { $0.enumValues = [S.plain("1"), S.plain("99999999999999999999")] }
        #expect(Translated(["Big": schema])["Big"]?.alias == .builtin("Int"))
    }
}
