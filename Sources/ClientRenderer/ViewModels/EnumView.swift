import ClientIR
import Mustache

/// A string or integer enum as `Enum.mustache` sees it.
///
/// Keys: `isFrozen` (a plain raw-value enum; otherwise the cases plus `unknownCase(rawType)` for values the
/// document does not list), `rawType` (`String`, `Int`), `cases` (``EnumCaseView``), `hasCases`, `unknownCase`,
/// `enumConformances` (what follows the enum's name and colon).
struct EnumView: TemplateView {
    var isFrozen: Bool
    var rawType: String
    var cases: [EnumCaseView]
    var unknownCase: String
    var enumConformances: String

    init(_ enumeration: EnumDeclaration, context: ViewContext) {
        // A frozen enum needs a case to have a raw type; with none, it is an open enum that only has `unknown`.
        isFrozen = enumeration.isFrozen && !enumeration.cases.isEmpty
        rawType = enumeration.rawType.rawValue
        cases = enumeration.cases.map { EnumCaseView($0, rawType: enumeration.rawType) }
        unknownCase = enumeration.unknownCaseName
        let hashable = context.hashable ? "Hashable, " : ""
        enumConformances = isFrozen
            ? "\(rawType), Codable, \(hashable)Sendable, CaseIterable"
            : "RawRepresentable, Codable, \(hashable)Sendable, CaseIterable"
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .isFrozen: .flag(isFrozen)
        case .rawType: .text(rawType)
        case .cases: .views(cases)
        case .hasCases: .flag(!cases.isEmpty)
        case .unknownCase: .text(unknownCase)
        case .enumConformances: .text(enumConformances)
        default: nil
        }
    }
}

/// One listed value. Keys: `name`, `rawValueLiteral` (a Swift literal: `"available"`, `42`), `docLines`.
///
/// String literals are made here from the raw value, with the one escaping helper of the renderer.
struct EnumCaseView: TemplateView {
    var name: String
    var rawValueLiteral: String
    var docLines: [String]

    init(_ enumCase: EnumCase, rawType: EnumDeclaration.RawType) {
        name = enumCase.name
        rawValueLiteral = rawType == .string ? SwiftSource.stringLiteral(enumCase.rawValue) : enumCase.rawValueLiteral
        docLines = SwiftSource.docComment(enumCase.documentation)
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .text(name)
        case .rawValueLiteral: .text(rawValueLiteral)
        case .docLines: .texts(docLines)
        default: nil
        }
    }
}
