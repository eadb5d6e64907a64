import ClientIR
import Mustache

/// A `oneOf`/`anyOf` as `OneOf.mustache` sees it: an enum with one associated value per variant.
///
/// Keys: `cases` (``OneOfCaseView``), `hasDiscriminator`, `discriminatorKey` (a Swift string literal),
/// `discriminatedCases` (the cases a discriminator value selects), `defaultCases` (the case the discriminator's
/// `defaultMapping` names, if any, tried first when the value selects none or is absent), `fallbackCases` (with a
/// discriminator: the other cases no value selects, tried in order when the value matches none), `hasSharedValues` and `sharedCases` (the cases
/// whose schemas allow a value another's allows too, tried in order for a payload with one of them, first;
/// `taggedSharedCases` those of them another property tells apart, tried before them), `choosesByMembers` (without a discriminator, the
/// members of the object decide between variants that decode it: ``OneOfDeclaration/choosesByMembers``),
/// `hasLastResort` (a value an enum's catch-all took is kept only when no other case decodes it:
/// ``OneOfDeclaration/hasLastResort``),
/// `hasUnknownCase` and `unknownCase` (its name),
/// `noMatchMessage` (a Swift string literal for the decoding error), `validationLines` (the statements of
/// `validate(into:)`).
struct OneOfView: TemplateView {
    var cases: [OneOfCaseView]
    var discriminatorKey: String?
    var choosesByMembers: Bool
    var hasLastResort: Bool
    var unknownCase: String?
    var noMatchMessage: String
    /// The statements of `validate(into:)`, when the client validates.
    var validationLines: [String] = []

    init(_ oneOf: OneOfDeclaration, typeName: String, context: ViewContext) {
        cases = oneOf.cases.map(OneOfCaseView.init)
        discriminatorKey = oneOf.discriminatorKey.map(SwiftSource.stringLiteral)
        choosesByMembers = oneOf.choosesByMembers
        hasLastResort = oneOf.hasLastResort
        // An enum without cases could not be decoded at all: keep every payload instead.
        if oneOf.hasUnknownCase || oneOf.cases.isEmpty {
            unknownCase = oneOf.unknownCaseName
        }
        let variants = oneOf.cases.map(\.type.swiftSpelling).joined(separator: ", ")
        if let key = oneOf.discriminatorKey {
            noMatchMessage = SwiftSource.stringLiteral("The value of '\(key)' selects none of the variants of \(typeName) (\(variants)).")
        } else {
            noMatchMessage = SwiftSource.stringLiteral("The value matches none of the variants of \(typeName) (\(variants)).")
        }
        if context.validation {
            validationLines = ValidationCode.lines(oneOf, hasUnknownCase: unknownCase != nil)
        }
    }

    /// The cases tried for a shared value; those no value selects are tried anyway, as fallbacks.
    var sharedCases: [OneOfCaseView] { cases.filter { $0.sharedValues != nil && !$0.discriminatorValues.isEmpty } }

    /// The shared cases another property tells apart, tried first for a payload that carries their value there.
    var taggedSharedCases: [OneOfCaseView] { sharedCases.filter { $0.sharedTagKey != nil } }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .cases: .views(cases)
        case .hasDiscriminator: .flag(discriminatorKey != nil)
        case .choosesByMembers: .flag(choosesByMembers)
        case .hasLastResort: .flag(hasLastResort)
        case .discriminatorKey: .text(discriminatorKey ?? "")
        case .discriminatedCases: .views(cases.filter { !$0.discriminatorValues.isEmpty })
        case .defaultCases: .views(cases.filter(\.isDefaultMapping))
        case .fallbackCases: .views(cases.filter { $0.discriminatorValues.isEmpty && !$0.isDefaultMapping })
        case .hasSharedValues: .flag(!sharedCases.isEmpty)
        case .sharedCases: .views(sharedCases)
        case .taggedSharedCases: .views(taggedSharedCases)
        case .hasUnknownCase: .flag(unknownCase != nil)
        case .unknownCase: .text(unknownCase ?? "")
        case .noMatchMessage: .text(noMatchMessage)
        case .validationLines: .texts(validationLines)
        default: nil
        }
    }
}

/// One variant. Keys: `name`, `type`, `isIndirect`, `discriminatorValues` (the Swift string literals that select
/// it, comma-separated, ready for a `case` label), `sharedValues` (those it shares with other variants, as a Swift
/// array literal), `sharedTagKey` and `sharedTagValues` (``OneOfCase/sharedValueTag``), `hasMemberKeys` and `memberKeys` (the arguments of
/// `objectKeys(areAllIn:including:listing:)`: the JSON members its struct reads, as a Swift array literal of string
/// literals, those it requires but lets be `null`, and the values of its open string enum members:
/// ``OneOfCase/memberKeys``), `hasListedValues` and `listedValues` (the values of its open string enum that take it at
/// once, as a Swift array literal: ``OneOfCase/listedValues``), `hasPayloadUnknownCase` and `payloadUnknownCase` (the
/// catch-all case of the `oneOf` enum it holds, which does not take it at once: ``OneOfCase/payloadUnknownCase``).
struct OneOfCaseView: TemplateView {
    var name: String
    var type: String
    var isIndirect: Bool
    var discriminatorValues: String
    /// The discriminator's `defaultMapping` names it.
    var isDefaultMapping: Bool
    var memberKeys: String?
    /// ``OneOfCase/listedValues`` as a Swift array literal.
    var listedValues: String?
    /// ``OneOfCase/payloadUnknownCase``.
    var payloadUnknownCase: String?
    /// The values it shares with other cases, as a Swift array literal.
    var sharedValues: String?
    /// ``OneOfCase/sharedValueTag``: the property, as a Swift string literal, and its values, as a Swift array literal.
    var sharedTagKey: String?
    var sharedTagValues: String?

    init(_ oneOfCase: OneOfCase) {
        name = oneOfCase.name
        type = oneOfCase.type.swiftSpelling
        isIndirect = oneOfCase.isIndirect
        discriminatorValues = oneOfCase.discriminatorValueLiterals.joined(separator: ", ")
        isDefaultMapping = oneOfCase.isDefaultMapping
        let shared = oneOfCase.sharedDiscriminatorValueLiterals
        sharedValues = shared.isEmpty ? nil : "[" + shared.joined(separator: ", ") + "]"
        sharedTagKey = oneOfCase.sharedValueTag.map { SwiftSource.stringLiteral($0.key) }
        sharedTagValues = oneOfCase.sharedValueTag.map { "[" + $0.valueLiterals.joined(separator: ", ") + "]" }
        listedValues = oneOfCase.listedValues.map { "[" + $0.joined(separator: ", ") + "]" }
        payloadUnknownCase = oneOfCase.payloadUnknownCase
        memberKeys = oneOfCase.memberKeys.map { keys in
            func literal(_ keys: [String]) -> String { "[" + keys.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]" }
            let nullable = oneOfCase.nullableRequiredKeys
            let enums = oneOfCase.enumMemberValues
            return literal(keys) + (nullable.isEmpty ? "" : ", including: " + literal(nullable))
                + (enums.isEmpty ? "" : ", listing: [" + enums.map { SwiftSource.stringLiteral($0.key) + ": " + literal($0.values) }
                    .joined(separator: ", ") + "]")
        }
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .text(name)
        case .type: .text(type)
        case .isIndirect: .flag(isIndirect)
        case .discriminatorValues: .text(discriminatorValues)
        case .hasMemberKeys: .flag(memberKeys != nil)
        case .hasListedValues: .flag(listedValues != nil)
        case .hasPayloadUnknownCase: .flag(payloadUnknownCase != nil)
        case .payloadUnknownCase: .text(payloadUnknownCase ?? "")
        case .listedValues: .text(listedValues ?? "")
        case .memberKeys: .text(memberKeys ?? "")
        case .sharedValues: .text(sharedValues ?? "")
        case .sharedTagKey: .text(sharedTagKey ?? "")
        case .sharedTagValues: .text(sharedTagValues ?? "")
        default: nil
        }
    }
}
