import ClientIR
import Foundation
import Mustache

/// What every view model is built with: the options that show in each declaration.
struct ViewContext: Sendable {
    /// `public `, `package ` or nothing.
    let access: String
    let hashable: Bool
    /// Structs, classes and `oneOf` enums conform to `APIValidatable` (``ClientModel/validation``).
    let validation: Bool
    /// Endpoints conform to `APIServable` (``RenderOptions/server``).
    let server: Bool

    /// The protocols of structs, classes and `oneOf` enums.
    let conformances: String

    init(options: RenderOptions, validation: Bool = false) {
        access = options.access.modifier
        hashable = options.hashable
        self.validation = validation
        server = options.server
        conformances = (hashable ? "Codable, Hashable, Sendable" : "Codable, Sendable") + (validation ? ", APIValidatable" : "")
    }
}

/// One type declaration as `Declaration.mustache` and the template of its kind see it.
///
/// Keys: `name`, `access`, `docLines` (finished `///` lines), `isDeprecated`, `conformances`, `hashable`,
/// `validates` (write `validate(into:)`, whose statements are the kind's `validationLines`),
/// `nested` (the declarations inside this one, already rendered and indented one level, see
/// ``renderingNested(with:)``), one of `isStruct`, `isClass`, `isEnum`, `isOneOf`, `isAlias`, and
/// the keys of the kind's own view (``StructView``, ``EnumView``, ``OneOfView``, `aliasedType`).
///
/// Every key a template asks for gets an answer, `false` or empty rather than nothing: Mustache looks a missing
/// name up in the enclosing declaration, which would be wrong for nested types.
struct DeclarationView: TemplateView {
    enum Body: Sendable {
        case structure(StructView)
        case enumeration(EnumView)
        case oneOf(OneOfView)
        case alias(String)

        func isStructure(referenceType: Bool) -> Bool {
            if case .structure(let view) = self { view.isReferenceType == referenceType } else { false }
        }

        var isEnumeration: Bool { if case .enumeration = self { true } else { false } }
        var isOneOf: Bool { if case .oneOf = self { true } else { false } }
        var aliasedType: String? { if case .alias(let type) = self { type } else { nil } }
    }

    var name: String
    var access: String
    var docLines: [String]
    var isDeprecated: Bool
    var conformances: String
    var hashable: Bool
    var validates: Bool
    var nested: [DeclarationView]
    /// `nested`, rendered with `Declaration.mustache` and indented by four spaces.
    var nestedTexts: [String] = []
    var body: Body

    init(_ declaration: TypeDeclaration, context: ViewContext) {
        name = declaration.name
        access = context.access
        isDeprecated = declaration.isDeprecated
        conformances = context.conformances
        hashable = context.hashable
        validates = context.validation
        nested = declaration.nested.map { DeclarationView($0, context: context) }
        var documentation = declaration.documentation
        if declaration.isDeprecated {
            documentation += ["", "- Important: Deprecated in the API description."]
        }
        if !declaration.origin.isEmpty {
            let origin = SwiftSource.remarkCodeText(declaration.origin)
            documentation += ["", "- Remark: Generated from `\(origin)`."]
        }
        docLines = SwiftSource.docComment(documentation)
        switch declaration.kind {
        case .structure(let structure): body = .structure(StructView(structure, context: context))
        case .enumeration(let enumeration): body = .enumeration(EnumView(enumeration, context: context))
        case .oneOf(let oneOf): body = .oneOf(OneOfView(oneOf, typeName: declaration.name, context: context))
        case .alias(let type): body = .alias(type.swiftSpelling)
        }
    }

    /// This declaration with its nested declarations rendered (recursively), ready for its own template.
    ///
    /// Nesting is done here rather than with indented Mustache partials, which indent only some lines of a
    /// partial that loops.
    func renderingNested(with templates: TemplateSet) -> DeclarationView {
        var view = self
        view.nestedTexts = nested.map { declaration in
            let text = templates.render(declaration.renderingNested(with: templates), with: "Declaration")
            return Self.indented(text)
        }
        return view
    }

    /// Each non-empty line of `text` indented by four spaces, without the final line break.
    static func indented(_ text: String) -> String {
        // Works on the UTF-8 bytes, a line at a time: a line break is one byte, and splitting a `String` by
        // `Character` costs more than the rest of a nested declaration's rendering.
        let newline = UInt8(ascii: "\n")
        let indent: [UInt8] = [0x20, 0x20, 0x20, 0x20]
        var text = text
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == newline { end -= 1 }
            var result: [UInt8] = []
            result.reserveCapacity(end + end / 8)
            guard end > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return "" }
            var start = 0
            while start < end {
                // `memchr` finds the line's end a vector at a time (the lines of stripe's nested declarations: median
                // 50 bytes).
                let lineEnd = memchr(base + start, Int32(newline), end - start).map { UnsafeRawPointer($0) - base } ?? end
                if lineEnd > start {
                    result.append(contentsOf: indent)
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
                }
                if lineEnd < end { result.append(newline) }
                start = lineEnd + 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: .text(name)
        case .access: .text(access)
        case .docLines: .texts(docLines)
        case .isDeprecated: .flag(isDeprecated)
        case .conformances: .text(conformances)
        case .hashable: .flag(hashable)
        case .validates: .flag(validates)
        case .nested: .texts(nestedTexts)
        case .isStruct: .flag(body.isStructure(referenceType: false))
        case .isClass: .flag(body.isStructure(referenceType: true))
        case .isEnum: .flag(body.isEnumeration)
        case .isOneOf: .flag(body.isOneOf)
        case .isAlias: .flag(body.aliasedType != nil)
        case .aliasedType: .text(body.aliasedType ?? "")
        default:
            switch body {
            case .structure(let view): view.value(for: key)
            case .enumeration(let view): view.value(for: key)
            case .oneOf(let view): view.value(for: key)
            case .alias: nil
            }
        }
    }
}

/// One output file of entity types, as `File.mustache` sees it. Keys: `imports`, `declarations`, `access`.
struct FileView: TemplateView {
    var imports: [String] = ["Foundation"]
    var declarations: [DeclarationView]
    var access: String

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .imports: .texts(imports)
        case .declarations: .views(declarations)
        case .access: .text(access)
        default: nil
        }
    }
}
