import ClientIR
import ClientRenderer
import Foundation

/// Hand-built models: the renderer's input, without the parser and translator.
enum Fixtures {
    /// Documentation that tries to break out of a comment, hide text, or start an interpolation.
    static let hostileDocumentation = [
        "Ends a block comment */ and opens one /*",
        "Quotes \"\"\" and \\(interpolation) and #\"raw\"#",
        "Line\nbreak, carriage\r\nreturn, separator\u{2028}paragraph\u{2029}next\u{85}line",
        "Bidi \u{202E}override\u{202C} and \u{2066}isolate\u{2069}, NUL \u{0} bell \u{7}, BOM \u{FEFF}end",
    ]

    static func property(
        _ name: String, _ key: String, _ type: TypeUsage, required: Bool = false, nullable: Bool = false,
        default defaultValue: String? = nil, deprecated: Bool = false, boxed: Bool = false, docs: [String] = []
    ) -> PropertyDeclaration {
        PropertyDeclaration(
            name: name, key: key, type: required && !nullable ? type : type.optional, isRequired: required,
            isNullable: nullable, defaultValue: defaultValue, documentation: docs, isDeprecated: deprecated,
            isBoxed: boxed, origin: "#/components/schemas/X/properties/\(key)"
        )
    }

    static func structure(
        _ name: String, _ properties: [PropertyDeclaration], additional: TypeUsage? = nil, reference: Bool = false,
        docs: [String] = [], deprecated: Bool = false, nested: [TypeDeclaration] = []
    ) -> TypeDeclaration {
        TypeDeclaration(
            name: name, origin: "#/components/schemas/\(name)", documentation: docs, isDeprecated: deprecated,
            kind: .structure(StructDeclaration(
                properties: properties,
                additionalProperties: additional.map { AdditionalPropertiesDeclaration(propertyName: "additionalProperties", valueType: $0) },
                isReferenceType: reference
            )),
            nested: nested
        )
    }

    static func stringEnum(_ name: String, _ values: [(String, String)], frozen: Bool = false) -> TypeDeclaration {
        TypeDeclaration(name: name, origin: "#/components/schemas/\(name)", kind: .enumeration(EnumDeclaration(
            rawType: .string,
            cases: values.map { EnumCase(name: $0.0, rawValueLiteral: "", rawValue: $0.1) },
            isFrozen: frozen
        )))
    }

    static func intEnum(_ name: String, _ values: [(String, Int)], frozen: Bool = false) -> TypeDeclaration {
        TypeDeclaration(name: name, origin: "#/components/schemas/\(name)", kind: .enumeration(EnumDeclaration(
            rawType: .int,
            cases: values.map { EnumCase(name: $0.0, rawValueLiteral: String($0.1), rawValue: String($0.1)) },
            isFrozen: frozen
        )))
    }

    /// The small model the snippet tests look at.
    static let pet = structure("Pet", [
        property("id", "id", .builtin("Int64"), docs: ["The pet's identifier."]),
        property("name", "name", .builtin("String"), required: true),
        property("petType", "pet_type", .named("Pet.Kind"), default: ".dog"),
        property("parent", "parent", .named("Pet"), boxed: true),
    ], nested: [stringEnum("Kind", [("dog", "dog"), ("cat", "cat")])])

    /// Every kind of declaration and every property shape, with hostile names and documentation: the compile and
    /// round-trip tests render it.
    static let everything = ClientModel(title: "Everything", apiVersion: "1.0", types: [
        structure("Pet", [
            property("id", "id", .builtin("Int64"), docs: hostileDocumentation),
            property("name", "name", .builtin("String"), required: true),
            property("tag", "tag", .builtin("String"), required: true, nullable: true),
            property("nickname", "nickname", .builtin("String"), nullable: true),
            property("status", "status", .named("Status"), default: ".available"),
            property("count", "count", .builtin("Int"), required: true, default: "10"),
            property("`default`", "default", .builtin("Int")),
            property("oddKey", "odd \"key\" \\(x) \u{202E}", .builtin("String")),
            property("parent", "parent", .named("Pet"), boxed: true),
            property("mate", "mate", .named("Pet"), nullable: true, boxed: true),
            property("legacyCode", "legacy_code", .builtin("String"), deprecated: true),
            property("category", "category", .named("Pet.Category")),
            property("born", "born", .builtin("DateOnly")),
            property("seen", "seen", .builtin("Date")),
            property("extra", "extra", .builtin("JSONValue")),
        ], additional: .builtin("JSONValue"), docs: hostileDocumentation, nested: [
            structure("Category", [
                property("label", "label", .builtin("String"), required: true),
                property("mood", "mood", .named("Pet.Category.Mood")),
            ], nested: [stringEnum("Mood", [("calm", "calm"), ("wild", "wild")])]),
        ]),
        structure("Wrapper", [
            property("inner", "inner", .named("Pet"), required: true, boxed: true),
            property("counts", "counts", .dictionary(.builtin("Int"))),
            property("container", "container", .builtin("String")),
        ], additional: .builtin("Int")),
        structure("Counters", [], additional: .builtin("Int")),
        structure("Empty", []),
        structure("OldThing", [property("value", "value", .builtin("String"), deprecated: true)], deprecated: true),
        structure("Node", [
            property("value", "value", .builtin("Int"), required: true),
            property("children", "children", .array(.named("Node"))),
            property("next", "next", .named("Node"), deprecated: true, boxed: true),
            property("hasher", "hasher", .builtin("String")),
        ], reference: true),
        stringEnum("Status", [("available", "available"), ("pending", "pending"), ("weird", "a\"b\\(c)\u{2028}")]),
        intEnum("Priority", [("low", 1), ("high", 10), ("negative", -1)]),
        stringEnum("Color", [("red", "red"), ("green", "green")], frozen: true),
        intEnum("Level", [("one", 1), ("two", 2)], frozen: true),
        TypeDeclaration(name: "Shape", origin: "#/components/schemas/Shape", kind: .oneOf(OneOfDeclaration(
            cases: [
                OneOfCase(name: "circle", type: .named("Circle"), discriminatorValueLiterals: ["\"circle\""]),
                OneOfCase(name: "square", type: .named("Square"), discriminatorValueLiterals: ["\"square\"", "\"SQUARE\""]),
            ],
            discriminatorKey: "kind", hasUnknownCase: true
        ))),
        structure("Circle", [
            property("kind", "kind", .builtin("String"), required: true),
            property("radius", "radius", .builtin("Double"), required: true),
        ]),
        structure("Square", [
            property("kind", "kind", .builtin("String"), required: true),
            property("side", "side", .builtin("Double"), required: true),
        ]),
        TypeDeclaration(name: "Value", origin: "#/components/schemas/Value", kind: .oneOf(OneOfDeclaration(cases: [
            OneOfCase(name: "int", type: .builtin("Int")),
            OneOfCase(name: "text", type: .builtin("String")),
            OneOfCase(name: "list", type: .array(.named("Value")), isIndirect: true),
        ]))),
        TypeDeclaration(name: "Pets", origin: "#/components/schemas/Pets", kind: .alias(.array(.named("Pet")))),
    ])
}
