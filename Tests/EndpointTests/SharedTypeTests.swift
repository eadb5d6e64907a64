import ClientIR
@testable import ClientTranslator
import Testing

@Suite("Shared types")
struct SharedTypeTests {
    static let spec = document(paths: """
          /a:
            get:
              operationId: listA
              parameters:
                - {name: direction, in: query, schema: {type: string, enum: [asc, desc]}}
                - {name: state, in: query, schema: {type: string, enum: [open, closed, all]}}
              responses: {'200': {description: OK.}}
          /b:
            get:
              operationId: listB
              parameters:
                - {name: direction, in: query, description: Order., schema: {type: string, enum: [asc, desc]}}
                - {name: order, in: query, schema: {type: string, enum: [desc, asc]}}
              responses: {'200': {description: OK.}}
        """, extra: """
        components:
          schemas:
            State: {type: string, enum: [open, closed, all]}
            Issue:
              type: object
              properties:
                state: {type: string, enum: [open, closed]}
                kind: {type: integer, enum: [1, 2]}
            PullRequest:
              type: object
              properties:
                state: {type: string, description: Whether the pull request is open., enum: [open, closed]}
                kind: {type: string, enum: ['1', '2']}
        """)

    @Test func repeatedEnumsBecomeAliasesOfTheFirst() throws {
        let result = try Translated(Self.spec)
        func kind(_ path: String) -> TypeDeclaration.Kind? {
            let names = path.split(separator: ".").map(String.init)
            var candidates = result.model.types + result.model.endpoints.map {
                TypeDeclaration(name: $0.typeName, origin: "", kind: .alias(.builtin("Never")), nested: $0.nested)
            }
            var found: TypeDeclaration?
            for name in names {
                found = candidates.first { $0.name == name }
                candidates = found?.nested ?? []
            }
            return found?.kind
        }
        // A repeated enum is declared once at the top level, named after its first place; every place aliases it,
        // even the first (documentation aside, the two `state`s are identical).
        #expect(kind("IssueState").map { if case .enumeration = $0 { true } else { false } } == true)
        #expect(kind("Issue.State") == .alias(.named("IssueState")))
        #expect(kind("PullRequest.State") == .alias(.named("IssueState")))
        #expect(kind("ListA.Direction") == .alias(.named("ListADirection")))
        #expect(kind("ListB.Direction") == .alias(.named("ListADirection")))
        // Another order of cases, or another raw type, is another enum.
        if case .enumeration = kind("ListB.Order") {} else { Issue.record("ListB.Order is not an enum") }
        if case .enumeration = kind("PullRequest.Kind") {} else { Issue.record("PullRequest.Kind is not an enum") }
        // A top-level enum is the shared declaration itself; but inside `ListA`, its own `State` would hide it.
        if case .enumeration = kind("State") {} else { Issue.record("State is not an enum") }
        if case .enumeration = kind("ListA.State") {} else { Issue.record("ListA.State is not an enum") }

        let files = try render(result.model)
        let pullRequest = try #require(files["Models/PullRequest.swift"])
        #expect(pullRequest.contains("""
                /// Whether the pull request is open.
                ///
                /// - Remark: Generated from `#/components/schemas/PullRequest/properties/state`.
                public typealias State = IssueState
            """))
    }

    /// Two operations, `old` and `other`, with the same `mode` enum (shared as `OldMode`), each with an `oldMode`
    /// enum of the values given (nested as `OldMode`), or none.
    static func modes(oldModeOfOld: String?, oldModeOfOther: String) -> String {
        func operation(_ id: String, oldMode: String?) -> String {
            var parameters = ["{name: mode, in: query, schema: {type: string, enum: [fast, slow]}}"]
            if let oldMode { parameters.append("{name: oldMode, in: query, schema: {type: string, enum: [\(oldMode)]}}") }
            return "{get: {operationId: \(id), parameters: [\(parameters.joined(separator: ", "))], "
                + "responses: {'200': {description: OK.}}}}"
        }
        return document(paths: """
              /a: \(operation("old", oldMode: oldModeOfOld))
              /b: \(operation("other", oldMode: oldModeOfOther))
            """)
    }

    @Test func aPlaceNamedLikeTheSharedDeclarationKeepsItsEnum() throws {
        let result = try Translated(Self.modes(oldModeOfOld: nil, oldModeOfOther: "a, b"))
        let other = try #require(result["Other"])
        // Inside `Other`, `OldMode` is its own nested enum: its `mode` stays declared.
        #expect(other.nested.map(\.name) == ["Mode", "OldMode"])
        if case .enumeration = other.nested[0].kind {} else { Issue.record("Other.Mode is not an enum") }
        #expect(result["Old"]?.nested.first?.kind == .alias(.named("OldMode")))
        #expect(result.model.types.map(\.name) == ["OldMode"])
    }

    /// When every place declares a type named like the shared declaration (here each endpoint's own `OldMode`), the
    /// name would be hidden everywhere and the declaration named by nothing: the next number is taken instead.
    @Test func aNameEveryPlaceHidesGetsANumber() throws {
        let result = try Translated(Self.modes(oldModeOfOld: "a, b", oldModeOfOther: "c, d"))
        #expect(result.model.types.map(\.name) == ["OldMode2"])
        #expect(result["Old"]?.nested.first?.kind == .alias(.named("OldMode2")))
        #expect(result["Other"]?.nested.first?.kind == .alias(.named("OldMode2")))
    }

    @Test func aTakenNameGetsANumber() throws {
        let result = try Translated(document(paths: """
              /pets:
                get:
                  operationId: listPets
                  parameters: [{name: status, in: query, schema: {type: string, enum: [available, sold]}}]
                  responses: {'200': {description: OK.}}
            """, extra: """
            components:
              schemas:
                Pet: {type: object, properties: {status: {type: string, enum: [available, sold]}}}
                PetStatus: {type: object, properties: {note: {type: string}}}
            """))
        // `Pet.Status` would give `PetStatus`, a schema's name: the shared declaration is `PetStatus2`.
        #expect(result.model.types.map(\.name) == ["Pet", "PetStatus", "PetStatus2"])
        #expect(result.model.types.first?.nested.first?.kind == .alias(.named("PetStatus2")))
        #expect(result["ListPets"]?.nested.first?.kind == .alias(.named("PetStatus2")))
    }

    @Test func repeatedStructsBecomeAliasesOfTheFirst() throws {
        let result = try Translated(document(paths: """
              /a:
                get:
                  operationId: getA
                  responses: {'200': {description: OK.}, '503': {$ref: '#/components/responses/unavailable'}}
              /b:
                get:
                  operationId: getB
                  responses:
                    '200': {description: OK.}
                    '503': {$ref: '#/components/responses/unavailable'}
                    '400':
                      description: Bad.
                      content:
                        application/json:
                          schema: {type: object, properties: {code: {type: string, description: Another text.}}}
              /c:
                get:
                  operationId: getC
                  responses:
                    '200':
                      description: OK.
                      content: {application/json: {schema: {type: object, properties: {id: {type: integer}}}}}
            """, extra: """
            components:
              responses:
                unavailable:
                  description: Unavailable.
                  content:
                    application/json:
                      schema: {type: object, properties: {code: {type: string, description: A code.}}}
              schemas:
                Thing: {type: object, properties: {id: {type: integer}}}
                Other: {type: object, properties: {id: {type: integer}}}
            """))
        func nested(_ endpoint: String) -> [String: TypeDeclaration.Kind] {
            Dictionary(uniqueKeysWithValues: (result[endpoint]?.nested ?? []).map { ($0.name, $0.kind) })
        }
        // The response of `components` is one struct, named after the component; both operations alias it.
        #expect(result.model.types.map(\.name) == ["Thing", "Other", "UnavailableBody"])
        #expect(nested("GetA")["ServiceUnavailableBody"] == .alias(.named("UnavailableBody")))
        #expect(nested("GetB")["ServiceUnavailableBody"] == .alias(.named("UnavailableBody")))
        // The same properties with other documentation are another struct; a schema's struct is the shared one.
        if case .structure = nested("GetB")["BadRequestBody"] {} else { Issue.record("GetB.BadRequestBody is not a struct") }
        #expect(nested("GetC")["ResponseBody"] == .alias(.named("Thing")))
        // A schema of `components` identical to another stays a type of its own.
        if case .structure = result.model.types.first(where: { $0.name == "Other" })?.kind {} else { Issue.record("Other is not a struct") }

        let files = try render(result.model)
        let shared = try #require(files["Models/UnavailableBody.swift"])
        #expect(shared.contains("public nonisolated struct UnavailableBody: Codable, Sendable {"))
        // Only answers hold it, so its property is a `let`.
        #expect(shared.contains("    /// A code.\n    public let code: String?"))
    }

    @Test("Structs that differ only in their properties' examples are shared; the shared one shows the first's")
    func examplesDoNotKeepStructsApart() throws {
        let result = try Translated(document(paths: """
              /a:
                get:
                  operationId: getA
                  responses:
                    '200':
                      description: OK.
                      content: {application/json: {schema: {type: object, properties: {id: {type: integer, example: 1}}}}}
              /b:
                get:
                  operationId: getB
                  responses:
                    '200':
                      description: OK.
                      content: {application/json: {schema: {type: object, properties: {id: {type: integer, example: 2}}}}}
            """))
        #expect(result["GetA"]?.nested.first?.kind == .alias(.named("GetAResponseBody")))
        #expect(result["GetB"]?.nested.first?.kind == .alias(.named("GetAResponseBody")))
        let shared = try #require(try render(result.model)["Models/GetAResponseBody.swift"])
        #expect(shared.contains("    /// Example: `1`.\n    public let id: Int?"))
    }

    /// A shared type's top-level name says each part of its first place once: `ListA.Body.BodyError` (a member
    /// named `error` of a body, `Error` being reserved) is `ListABodyError`, not `ListABodyBodyError`; and
    /// `ListA.ListAType` is `ListAType`, not `ListAListAType`: `ListA`, which could not alias a name it declares
    /// itself, names the top-level type instead of declaring one.
    @Test func sharedNamesSayEachPartOnce() throws {
        let result = try Translated(document(paths: """
              /a:
                get:
                  operationId: listA
                  parameters: [{name: type, in: query, schema: {type: string, enum: [user, org]}}]
                  responses:
                    '503':
                      description: Unavailable.
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              message: {type: string}
                              error: {type: object, properties: {code: {type: string}}}
              /b:
                get:
                  operationId: listB
                  parameters: [{name: type, in: query, schema: {type: string, enum: [user, org]}}]
                  responses:
                    '503':
                      description: Unavailable.
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              reason: {type: string}
                              error: {type: object, properties: {code: {type: string}}}
            """))
        let names = result.model.types.map(\.name)
        #expect(names.contains("ListAServiceUnavailableBodyError"), "\(names)")
        #expect(names.contains("ListAType"), "\(names)")
        let listA = try #require(result.model.endpoints.first { $0.typeName == "ListA" })
        #expect(!listA.nested.contains { $0.name == "ListAType" })
        #expect(listA.parameter("type")?.type == .optional(.named("ListAType")))
        let listB = try #require(result.model.endpoints.first { $0.typeName == "ListB" })
        #expect(listB.nested.first { $0.name == "ListBType" }?.kind == .alias(.named("ListAType")))
        let body = try #require(listB.nested.first { $0.name == "ServiceUnavailableBody" })
        #expect(body.nested.map(\.kind) == [.alias(.named("ListAServiceUnavailableBodyError"))])
        let files = try render(result.model)
        #expect(files.keys.contains("Models/ListAType.swift"), "\(files.keys.sorted())")
    }

    /// A type declared inside the model whose name begins with it (`Pet.PetType`, `type` being reserved) keeps that
    /// name when shared, with type name affixes around it (`GHPetTypeDTO`, which `GHPetDTO.PetType` aliases); and it
    /// keeps the long name when the short one is declared inside another type, where it would hide the shared one.
    @Test func sharedNamesOfNamesThatBeginWithTheirParent() throws {
        let spec = document(paths: "  {}", extra: """
            components:
              schemas:
                Pet: {type: object, properties: {type: {type: string, enum: [cat, dog]}}}
                Toy: {type: object, properties: {type: {type: string, enum: [cat, dog]}}}
                Car: {type: object, properties: {type: {type: string, enum: [van, bus]}}}
                Bus: {type: object, properties: {type: {type: string, enum: [van, bus]}}}
                Garage:
                  type: object
                  properties:
                    carType: {type: object, properties: {size: {type: integer}}}
            """)
        let plain = try Translated(spec)
        func type(_ name: String, in result: Translated) -> TypeDeclaration? {
            result.model.types.first { $0.name == name }
        }
        let pet = try #require(type("Pet", in: plain))
        #expect(pet.nested.isEmpty)
        guard case .structure(let petStruct) = pet.kind else { Issue.record("Pet is not a struct"); return }
        #expect(petStruct.properties.first?.type == .optional(.named("PetType")))
        #expect(type("PetType", in: plain) != nil)
        #expect(type("Toy", in: plain)?.nested.first?.kind == .alias(.named("PetType")))
        // `Garage.CarType` would hide a top-level `CarType` inside `Garage`.
        #expect(type("CarCarType", in: plain) != nil)
        #expect(type("Car", in: plain)?.nested.first?.kind == .alias(.named("CarCarType")))

        var options = TranslatorOptions()
        options.typeNameAffixes = TypeNameAffixes(prefix: "GH", suffix: "DTO")
        let affixed = try Translated(spec, options: options)
        #expect(type("GHPetTypeDTO", in: affixed) != nil, "\(affixed.model.types.map(\.name))")
        #expect(type("GHPetDTO", in: affixed)?.nested.first?.kind == .alias(.named("GHPetTypeDTO")))
        #expect(type("GHToyDTO", in: affixed)?.nested.first?.kind == .alias(.named("GHPetTypeDTO")))
    }

    /// The rules of the name making: a part repeats the one before it only up to a capital letter, and a prefix is
    /// taken off only where a capital letter (or a digit) follows it.
    @Test func flattenedNamesAndBareNames() {
        #expect(SwiftNaming.flattened("ListUsers.BadRequestBody.BadRequestBodyError") == "ListUsersBadRequestBodyError")
        #expect(SwiftNaming.flattened("Pet.Body.Bodyguard") == "PetBodyBodyguard")
        #expect(SwiftNaming.flattened("Charge.ChargeCustomer") == "ChargeChargeCustomer")
        #expect(SwiftNaming.flattened("Hook.HookData.SipHeader") == "HookDataSipHeader")
        #expect(SwiftNaming.flattened("A.AB.ABC") == "AABC")
        let affixes = TypeNameAffixes(prefix: "GH", suffix: "DTO")
        #expect(affixes.bare("GHPetDTO") == "Pet")
        #expect(affixes.bare("GHost") == "GHost")
        #expect(affixes.bare("Person") == "Person")
        #expect(affixes.sharedName("GHPetDTO.Status", insideEndpoint: false) == "GHPetStatusDTO")
        #expect(affixes.sharedName("ListPets.Status", insideEndpoint: true) == "GHListPetsStatusDTO")
    }

    /// With `naming.typePrefix`/`typeSuffix`, shared types have the affixes once, wherever their first place is.
    @Test func sharedNamesHaveTheAffixesOnce() throws {
        var options = TranslatorOptions()
        options.typeNameAffixes = TypeNameAffixes(prefix: "GH", suffix: "DTO")
        let result = try Translated(Self.spec, options: options)
        let names = result.model.types.map(\.name)
        // First declared in a model (`GHIssueDTO.State`), and in an endpoint (`ListA.Direction`).
        #expect(names.contains("GHIssueStateDTO"), "\(names)")
        #expect(names.contains("GHListADirectionDTO"), "\(names)")
        let listB = try #require(result.model.endpoints.first { $0.typeName == "ListB" })
        #expect(listB.nested.first { $0.name == "Direction" }?.kind == .alias(.named("GHListADirectionDTO")))
    }

    @Test func repeatedOneOfEnumsBecomeAliasesOfTheFirst() throws {
        let result = try Translated(document(paths: """
              /charges:
                get:
                  operationId: listCharges
                  responses: {'200': {description: OK.}}
            """, extra: """
            components:
              schemas:
                Customer: {type: object, properties: {id: {type: string}}}
                Charge:
                  type: object
                  properties: {customer: {anyOf: [{type: string}, {$ref: '#/components/schemas/Customer'}]}}
                Invoice:
                  type: object
                  properties: {customer: {anyOf: [{type: string}, {$ref: '#/components/schemas/Customer'}]}}
                Refund:
                  type: object
                  properties: {customer: {anyOf: [{type: integer}, {$ref: '#/components/schemas/Customer'}]}}
            """))
        func nested(_ type: String) -> [TypeDeclaration] {
            result.model.types.first { $0.name == type }?.nested ?? []
        }
        let shared = try #require(result.model.types.last)
        guard case .oneOf = shared.kind else { Issue.record("\(shared.name) is not a oneOf enum"); return }
        // `Charge.ChargeCustomer` (`Customer` being a type `Charge` uses) is the shared `ChargeCustomer`.
        #expect(shared.name == "ChargeCustomer")
        #expect(nested("Charge").isEmpty)
        #expect(nested("Invoice").map(\.kind) == [.alias(.named(shared.name))])
        // Another payload type is another enum.
        if case .oneOf = nested("Refund").first?.kind {} else { Issue.record("Refund's enum is shared") }
    }

    /// Two operations, `createA` and `createB`, whose JSON request bodies have the same `schema`.
    static func twoBodies(_ schema: String) throws -> Translated {
        let body = "requestBody: {content: {application/json: {schema: \(schema)}}}"
        return try Translated(document(paths: """
              /a:
                post: {operationId: createA, \(body), responses: {'204': {description: OK.}}}
              /b:
                post: {operationId: createB, \(body), responses: {'204': {description: OK.}}}
            """))
    }

    @Test func aParentIsSharedOnceItsNestedTypesAreAliases() throws {
        let result = try Self.twoBodies(
            "{type: object, properties: {name: {type: string}, visibility: {type: string, enum: [public, private]}}}"
        )
        // First the enums are shared, then the bodies, whose `visibility` now names the same type.
        #expect(result.model.types.map(\.name) == ["CreateARequestBodyVisibility", "CreateARequestBody"])
        #expect(result["CreateA"]?.nested.map(\.kind) == [.alias(.named("CreateARequestBody"))])
        #expect(result["CreateB"]?.nested.map(\.kind) == [.alias(.named("CreateARequestBody"))])
        let shared = try #require(result.model.types.last)
        // The shared body keeps its nested name (`CreateB.RequestBody.Visibility` still names the enum).
        #expect(shared.nested.map(\.name) == ["Visibility"])
        #expect(shared.nested.first?.kind == .alias(.named("CreateARequestBodyVisibility")))
        guard case .structure(let structure) = shared.kind else { Issue.record("not a struct"); return }
        #expect(structure.properties.map(\.type) == [.optional(.builtin("String")), .optional(.named("CreateARequestBodyVisibility"))])

        let files = try render(result.model)
        let text = try #require(files["Models/CreateARequestBody.swift"])
        #expect(text.contains("public var visibility: CreateARequestBodyVisibility?"))
        #expect(text.contains("public typealias Visibility = CreateARequestBodyVisibility"))
    }

    /// A later pass walks again only the types it changed; a type it did not change keeps its candidates. `C.Body`
    /// has a nested alias from the start and matches nothing in the first pass; `A.Body` and `B.Body` match it in the
    /// second, once their enums are shared, and all three become one type.
    @Test func anUnchangedTypeStillMatchesInALaterPass() {
        func entity(_ name: String, color: TypeDeclaration.Kind) -> TypeDeclaration {
            let property = PropertyDeclaration(name: "color", key: "color", type: .named("\(name).Body.Color"),
                                               isRequired: true, origin: "#/\(name)/color")
            let body = TypeDeclaration(name: "Body", origin: "#/\(name)", kind: .structure(StructDeclaration(properties: [property])),
                                       nested: [TypeDeclaration(name: "Color", origin: "#/\(name)/color", kind: color)])
            let unshareable = PropertyDeclaration(name: "own", key: "own", type: .builtin("String"), isRequired: true, origin: "")
            return TypeDeclaration(name: name, origin: "#/\(name)", kind: .structure(StructDeclaration(properties: [unshareable])),
                                   nested: [body])
        }
        let colors = TypeDeclaration.Kind.enumeration(EnumDeclaration(rawType: .string, cases: [
            EnumCase(name: "red", rawValueLiteral: "\"red\"", rawValue: "red"),
            EnumCase(name: "blue", rawValueLiteral: "\"blue\"", rawValue: "blue"),
        ]))
        var model = ClientModel(title: "T", apiVersion: "1", types: [
            entity("A", color: colors), entity("B", color: colors), entity("C", color: .alias(.named("ABodyColor"))),
        ])
        SharedTypes.share(in: &model) { _ in false }
        #expect(model.types.map(\.name) == ["A", "B", "C", "ABodyColor", "ABody"])
        #expect(model.types.prefix(3).map { $0.nested.map(\.kind) } == Array(repeating: [.alias(.named("ABody"))], count: 3))
    }

    @Test func aParentWhoseAdditionalPropertiesNameANestedAliasIsShared() throws {
        let result = try Self.twoBodies(
            "{type: object, properties: {name: {type: string}}, additionalProperties: {type: string, enum: ['on', 'off']}}"
        )
        // The values' enum is shared first; the bodies then compare equal with their dictionaries' values written as
        // the shared enum, not as `CreateA.RequestBody.AdditionalProperty` and `CreateB.RequestBody.AdditionalProperty`.
        #expect(result.model.types.map(\.name) == ["CreateARequestBodyAdditionalProperty", "CreateARequestBody"])
        #expect(result["CreateB"]?.nested.map(\.kind) == [.alias(.named("CreateARequestBody"))])
        let shared = try #require(result.model.types.last)
        guard case .structure(let structure) = shared.kind else { Issue.record("not a struct"); return }
        #expect(structure.additionalProperties?.valueType == .named("CreateARequestBodyAdditionalProperty"))

        let files = try render(result.model)
        let text = try #require(files["Models/CreateARequestBody.swift"])
        #expect(text.contains("public var additionalProperties: [String: CreateARequestBodyAdditionalProperty]"))
    }

    /// A type `name` holding a `Body` struct whose `value` is its nested alias `alias`, beside a nested `hiding` alias of
    /// `Int`.
    private static func owner(_ name: String, alias: (name: String, target: TypeUsage), hiding: String) -> TypeDeclaration {
        let value = PropertyDeclaration(name: "value", key: "value", type: .named("\(name).Body.\(alias.name)"), isRequired: true, origin: "")
        let body = TypeDeclaration(name: "Body", origin: "", kind: .structure(StructDeclaration(properties: [value])), nested: [
            TypeDeclaration(name: alias.name, origin: "", kind: .alias(alias.target)),
            TypeDeclaration(name: hiding, origin: "", kind: .alias(.builtin("Int"))),
        ])
        return TypeDeclaration(name: name, origin: "", kind: .structure(StructDeclaration(properties: [])), nested: [body])
    }

    @Test func aParentIsNotSharedWhereItsOwnNestedNameWouldHideATypeItsOverrideSpells() {
        // As below, with the alias written as a type override spelled `[Money]`: lookup starts from `Money`, which the
        // bodies' own nested `Money` (an `Int`) would hide once shared at the top level. They stay.
        let wallet = (name: "Wallet", target: TypeUsage.builtin("[Money]"))
        var model = ClientModel(title: "T", apiVersion: "1", types: [
            Self.owner("Owner1", alias: wallet, hiding: "Money"), Self.owner("Owner2", alias: wallet, hiding: "Money"),
        ])
        let before = model
        SharedTypes.share(in: &model) { _ in false }
        #expect(model == before)
    }

    @Test func aParentIsNotSharedWhereItsOwnNestedNameWouldHideAnAliasTarget() {
        // `Owner1.Body` and `Owner2.Body` are identical, and their `value` is `Body.A`, an alias of the top-level `B`.
        // Shared at the top level, `value: B` would name the struct's own nested `B` (an `Int`) instead: they stay.
        let a = (name: "A", target: TypeUsage.named("B"))
        let b = TypeDeclaration(name: "B", origin: "", kind: .structure(StructDeclaration(properties: [])))
        var model = ClientModel(title: "T", apiVersion: "1", types: [
            b, Self.owner("Owner1", alias: a, hiding: "B"), Self.owner("Owner2", alias: a, hiding: "B"),
        ])
        let before = model
        SharedTypes.share(in: &model) { _ in false }
        #expect(model == before)

        // The same two bodies without the hiding nested name are shared.
        var unhidden = before
        for index in 1...2 { unhidden.types[index].nested[0].nested.removeLast() }
        SharedTypes.share(in: &unhidden) { _ in false }
        #expect(unhidden.types.map(\.name) == ["B", "Owner1", "Owner2", "Owner1Body"])
        #expect(unhidden.types[2].nested.first?.kind == .alias(.named("Owner1Body")))
    }
}
