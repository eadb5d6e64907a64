import ClientIR
import ClientTranslator
import OpenAPIModel
import TestSupport
import Testing

/// The decisions of the translator, spelled by a minimal renderer, must type-check without warnings in Swift 6
/// mode, also with main-actor default isolation: every hostile name, key, value and description below.
@Suite("Translated types compile", .enabled(if: SwiftCompiler.isAvailable))
struct GeneratedCodeCompilesTests {
    static var hostileDocument: Document {
        var discriminated = S.oneOf([S.ref("Error"), S.ref("Type"), S.object(["kind": S.with(S.string()) { $0.constValue = S.quoted("inline\"\\(x)") }])])
        discriminated.discriminator = Discriminator(propertyName: "kind")
        let keys: KeyValuePairs<String, Schema> = [
            "default": S.string(), "self": S.string(), "init": S.integer(), "Type": S.string(), "class": S.boolean(),
            "hashValue": S.integer(), "+1": S.integer(), "-1": S.integer(), "@type": S.string(), "$ref": S.string(),
            "a\"b": S.string(), "back\\slash": S.string(), "line\nbreak": S.string(), "\\(inject)": S.string(),
            "rlo\u{202E}": S.string(), "": S.string(), "名前": S.object(["x": S.string()]), "größe": S.number(),
            "123": S.string(), "user_id": S.string(), "userId": S.string(), "type": S.enumeration(["a", "b"]),
            "coding_keys": S.object(["y": S.string()]), "additionalProperties": S.string(), "error": S.ref("Error"),
            "string": S.object(["z": S.string()]), "data": S.with(S.string("byte")) { $0.defaultValue = S.quoted("AA==") },
            "at": S.string("date-time"), "on": S.string("date"), "when": S.with(S.string()) { $0.defaultValue = S.quoted("a\u{2028}b\"\\(c)\u{0}") },
        ]
        // A polymorphic base listing its child, whose inline enum takes the name of a type the base's `oneOf` holds.
        var animal = S.with(S.oneOf([S.ref("Cat"), S.ref("Switch")])) { $0.properties = OrderedMap([("kind", S.string())]) }
        animal.discriminator = Discriminator(propertyName: "kind")
        var hostile = S.object(keys, required: keys.map(\.key))
        hostile.additionalProperties = .schema(S.integer())
        hostile.description = "Docs */ with\nnew lines\u{2028}and \u{202E}overrides\r\nimport Darwin"
        return S.document([
            "Error": S.object(["message": S.string()]),
            "Type": S.enumeration(["self", "default", "unknown", "", "a\"b", "\\(x)", "1", "-1", "名前", "rawValue", "init", "Type"]),
            "Levels": S.intEnum([0, -1, 9_223_372_036_854_775_807]),
            "Hostile Name!": hostile,
            "Node": S.object(["next": S.ref("Node"), "others": S.array(S.ref("Node")), "map": S.map(S.ref("Node"))]),
            "Expr": S.oneOf([S.ref("Sum"), S.number(), S.null()]),
            "Sum": S.object(["left": S.ref("Expr"), "right": S.ref("Expr")], required: ["left", "right"]),
            "Shape": discriminated,
            "Tree": S.map(S.ref("Tree")),
            "List": S.array(S.ref("List")),
            "Pets": S.array(S.object(["name": S.string()])),
            "Dog": S.allOf([S.ref("Error"), S.object(["bark": S.boolean()])]),
            "Mixed": S.with(S.blank()) { $0.types = [.string, .integer, .object, .array] },
            "Deep0": S.object(["d": S.ref("Deep1")]), "Deep1": S.object(["d": S.ref("Deep2")]), "Deep2": S.object(["d": S.ref("Deep3")]),
            "Deep3": S.object(["d": S.ref("Deep4")]), "Deep4": S.object(["d": S.ref("Deep5")]), "Deep5": S.object(["d": S.ref("Deep6")]),
            "Deep6": S.object(["d": S.ref("Deep7")]), "Deep7": S.object(["d": S.ref("Deep8")]), "Deep8": S.object(["d": S.ref("Deep9")]),
            "Deep9": S.object(["d": S.string()]),
            "String": S.object(["value": S.string()]),
            "名前": S.object(["名前": S.ref("名前"), "other": S.object(["名前": S.string()])]),
            "Indirect": S.object(),
            "Choice": S.oneOf([S.with(S.object(["a": S.string()])) { $0.title = "名前" }, S.string(), S.with(S.object(["b": S.string()])) { $0.title = "unknown" }]),
            "Choice2": S.oneOf([S.with(S.object(["a": S.string()])) { $0.title = "名前" }, S.ref("名前")]),
            "Status": S.with(S.enumeration(["on", "off"])) { $0.defaultValue = S.plain("off") },
            "Switch": S.object(["status": S.ref("Status"), "kind": S.with(S.blank()) { $0.constValue = S.plain("switch") }], required: ["status", "kind"]),
            "Animal": animal,
            "Cat": S.allOf([S.ref("Animal"), S.object(["status": S.enumeration(["purr", "hiss"])])]),
        ])
    }

    @Test func hostileDocumentCompiles() throws {
        let result = Translated(Self.hostileDocument)
        let source = MiniRenderer.render(result.types)
        let errors = try SwiftCompiler.typecheck(source)
        #expect(errors == nil, "\(errors ?? "")\n\(source)")
    }

    @Test func compilesWithMainActorDefaultIsolation() throws {
        let result = Translated(Self.hostileDocument)
        let errors = try SwiftCompiler.typecheck(MiniRenderer.render(result.types), extraArguments: ["-default-isolation", "MainActor"])
        #expect(errors == nil, "\(errors ?? "")")
    }
}
