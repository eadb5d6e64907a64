import ClientIR
@testable import ClientTranslator
import Testing

/// A shared declaration is named after its first place, all of it (`ListA.Direction` -> `ListADirection`); when that
/// name is longer than 48 characters (Stripe's form bodies nest six deep), after the shortest trailing part of the
/// place, of two names at least and below an endpoint's body, that no type takes.
@Suite("Shared types: names of deep places")
struct SharedTypeLongNameTests {
    /// Two operations whose bodies hold the same `payment_settings` object, three objects deep, and something of
    /// their own; `components` is added after `components:`.
    static func spec(components: String = "") -> String {
        func operation(_ path: String, _ id: String, own: String, parameters: String = "[]") -> String {
            """
              \(path):
                post:
                  operationId: \(id)
                  parameters: \(parameters)
                  requestBody:
                    content:
                      application/json:
                        schema:
                          type: object
                          properties:
                            \(own): {type: string}
                            payment_settings:
                              type: object
                              properties:
                                payment_method_options:
                                  type: object
                                  properties:
                                    bank_transfer:
                                      type: object
                                      properties:
                                        type: {type: string}
                                        eu_bank_transfer: {type: object, properties: {country: {type: string}}}
                  responses: {'204': {description: Done.}}
            """
        }
        let customer = "[{name: customer, in: path, required: true, schema: {type: string}}]"
        return document(
            paths: operation("/customers/{customer}/subscriptions", "postCustomersCustomerSubscriptions",
                             own: "customer", parameters: customer)
                + "\n" + operation("/subscriptions", "postSubscriptions", own: "items"),
            extra: components.isEmpty ? "" : "components:\n  schemas:\n" + components
        )
    }

    /// The qualified names the nested declarations of the second operation's body alias, by their names.
    static func aliases(in result: Translated) throws -> [String: String] {
        let endpoint = try #require(result.model.endpoints.first { $0.typeName == "PostSubscriptions" })
        var found: [String: String] = [:]
        func visit(_ declarations: [TypeDeclaration]) {
            for declaration in declarations {
                if case .alias(.named(let target)) = declaration.kind { found[declaration.name] = target }
                visit(declaration.nested)
            }
        }
        visit(endpoint.nested)
        return found
    }

    @Test func deepPlacesAreNamedByTheirLastNames() throws {
        let result = try Translated(Self.spec())
        let names = Set(result.model.types.map(\.name))
        // 60 characters, but the part below the body is one name only: the whole place names it.
        #expect(names.contains("PostCustomersCustomerSubscriptionsRequestBodyPaymentSettings"), "\(names.sorted())")
        for name in ["PaymentSettingsPaymentMethodOptions", "PaymentMethodOptionsBankTransfer", "BankTransferEuBankTransfer"] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
        #expect(!names.contains { $0.count > 60 }, "\(names.sorted())")
        #expect(try Self.aliases(in: result)["PaymentSettings"] == "PostCustomersCustomerSubscriptionsRequestBodyPaymentSettings")
        // The shared declarations name one another by their top-level names.
        let options = try #require(result.model.types.first { $0.name == "PaymentSettingsPaymentMethodOptions" })
        guard case .structure(let structure) = options.kind else { Issue.record("not a struct"); return }
        #expect(structure.properties.map(\.type) == [.optional(.named("PaymentMethodOptionsBankTransfer"))])
    }

    @Test func aTakenOrNestedNameMakesTheNameLonger() throws {
        // A schema of `components` takes `PaymentMethodOptionsBankTransfer`; `Holder` declares a nested type named
        // `BankTransferEuBankTransfer`, which would hide a top-level one inside it.
        let result = try Translated(Self.spec(components: """
                PaymentMethodOptionsBankTransfer: {type: object, properties: {id: {type: string}}}
                Holder:
                  type: object
                  properties:
                    bank_transfer_eu_bank_transfer: {type: object, properties: {iban: {type: string}}}
            """))
        let names = Set(result.model.types.map(\.name))
        #expect(names.contains("PaymentSettingsPaymentMethodOptionsBankTransfer"), "\(names.sorted())")
        #expect(names.contains("PaymentMethodOptionsBankTransferEuBankTransfer"), "\(names.sorted())")
        #expect(!names.contains("BankTransferEuBankTransfer"), "\(names.sorted())")
        let holder = try #require(result.model.types.first { $0.name == "Holder" })
        #expect(holder.nested.map(\.name) == ["BankTransferEuBankTransfer"])
        // The shared declarations' nested types are aliases of the others.
        func nestedAliases(of name: String) -> [String: TypeDeclaration.Kind] {
            let declaration = result.model.types.first { $0.name == name }
            return Dictionary(uniqueKeysWithValues: (declaration?.nested ?? []).map { ($0.name, $0.kind) })
        }
        #expect(nestedAliases(of: "PaymentSettingsPaymentMethodOptions")["BankTransfer"]
            == .alias(.named("PaymentSettingsPaymentMethodOptionsBankTransfer")))
        #expect(nestedAliases(of: "PaymentSettingsPaymentMethodOptionsBankTransfer")["EuBankTransfer"]
            == .alias(.named("PaymentMethodOptionsBankTransferEuBankTransfer")))
    }

    @Test func trailingNamesOfAPlace() {
        let long = String(repeating: "X", count: 49)
        let affixes = TypeNameAffixes()
        #expect(SharedTypes.trailingNames(of: "Pet.Owner.Address.Street", base: long, insideEndpoint: false, affixes: affixes)
            == ["AddressStreet", "OwnerAddressStreet"])
        // Inside an endpoint, a part begins below its body.
        #expect(SharedTypes.trailingNames(of: "Post.RequestBody.Owner.Address", base: long, insideEndpoint: true, affixes: affixes)
            == ["OwnerAddress"])
        #expect(SharedTypes.trailingNames(of: "Post.RequestBody.Owner", base: long, insideEndpoint: true, affixes: affixes).isEmpty)
        // 48 characters are short enough.
        #expect(SharedTypes.trailingNames(
            of: "Pet.Owner.Address.Street", base: String(long.dropLast()), insideEndpoint: false, affixes: affixes
        ).isEmpty)
        // Each name said once; a part that is then one name is left out (it would be the nested type's own name).
        #expect(SharedTypes.trailingNames(
            of: "Post.RequestBody.Data.RenderingOptions.RenderingOptionsParam", base: long, insideEndpoint: true,
            affixes: affixes
        ) == ["DataRenderingOptionsParam"])
        // A part never begins with a made-up or numbered name.
        #expect(SharedTypes.trailingNames(of: "Pet.Owner.Variant1.Address", base: long, insideEndpoint: false, affixes: affixes)
            == ["OwnerVariant1Address"])
        #expect(SharedTypes.trailingNames(of: "Pet.Owner.Target2.Address", base: long, insideEndpoint: false, affixes: affixes)
            == ["OwnerTarget2Address"])
        #expect(SharedTypes.trailingNames(of: "Pet.NotFoundBody.Error.Detail", base: long, insideEndpoint: false, affixes: affixes)
            == ["ErrorDetail"])
        // With the configured affixes, once.
        #expect(SharedTypes.trailingNames(
            of: "GHPetDTO.Owner.Address", base: long, insideEndpoint: false, affixes: TypeNameAffixes(prefix: "GH", suffix: "DTO")
        ) == ["GHOwnerAddressDTO"])
    }
}
