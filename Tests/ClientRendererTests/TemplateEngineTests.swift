import ClientIR
@testable import ClientRenderer
import ClientTemplates
import Mustache
import Testing

/// ``TemplateInterpreter`` against swift-mustache: the same template and values must give the same text. The whole
/// output is compared too, by the golden files (recorded through swift-mustache) and by `Scripts/check-determinism`
/// (the big corpus documents, rendered both ways).
struct TemplateEngineTests {
    @Test("Every built-in template is within what the interpreter renders")
    func builtInTemplates() {
        switch TemplateSet.builtInPrograms() {
        case .success(let interpreter): #expect(interpreter.programs.count == ClientTemplates.files.count)
        case .failure(let unsupported): Issue.record("the built-in templates would be rendered by swift-mustache: \(unsupported.reason)")
        }
    }

    struct Item: TemplateView {
        var name: String
        var tags: [String]

        func value(for key: TemplateKey) -> TemplateValue? {
            switch key {
            case .name: .text(name)
            case .docLines: .texts(tags)
            default: nil
            }
        }
    }

    /// The values every snippet is rendered with: views, texts, flags, numbers, empty lists. The interpreter asks by
    /// ``TemplateKey``, so the snippets use names views answer, with other meanings: `properties` is a list of items,
    /// `docLines` their tags, `hashable` a flag, `cases` and `imports` empty lists, `description` a title, `parent` a
    /// view holding a view (`nested`) holding a text (`key`), `declaration` a single item, `valueType` a number,
    /// `choices` the root's texts; no view here answers `unknownCase` or `setter`.
    static func root(flag: Bool) -> TemplateObject {
        TemplateObject([
            .access: .text("public "),
            .properties: .views([Item(name: "a", tags: ["x", "y"]), Item(name: "b", tags: []), Item(name: "c", tags: ["z"])]),
            .hashable: .flag(flag),
            .cases: .views([]),
            .imports: .texts([]),
            .description: .text("<a & \"b\">"),
            .parent: .view(TemplateObject([.description: .text("T"), .nested: .view(TemplateObject([.key: .text("D")]))])),
            .declaration: .view(Item(name: "one", tags: ["t"])),
            .valueType: .number(3),
            .choices: .texts(["p", "q"]),
        ])
    }

    static let row = "{{%CONTENT_TYPE: TEXT}}\n* {{name}}{{#first()}} (first){{/first()}}{{^docLines}} (no tags){{/docLines}}\n"

    static let snippets: [String] = [
        // Standalone section lines vanish; inline ones stay; separators from the position in the sequence.
        "start\n{{#properties}}\n  - {{name}}{{^last()}},{{/last()}}\n{{/properties}}\nend {{#hashable}}yes{{/hashable}}{{^hashable}}no{{/hashable}}\n",
        // A name the element lacks is found below it on the stack.
        "{{#properties}}{{access}}{{name}};{{/properties}}\n",
        "{{#properties}}{{#docLines}}[{{.}}|{{name}}|{{first()}}|{{index()}}]{{/docLines}}{{/properties}}\n",
        // A view's texts answer `text` (swift-mustache sees them as TemplateText), whose own `text` answers nothing.
        "{{#properties}}{{#docLines}}<{{text}}>{{/docLines}}{{/properties}}{{#choices}}({{text}}{{#text}}[{{text}}]{{/text}}){{/choices}}\n",
        "{{^cases}}none{{/cases}}{{^imports}}no texts{{/imports}}{{^unknownCase}}absent{{/unknownCase}}{{^hashable}}off{{/hashable}}{{^properties}}never{{/properties}}{{^description}}no{{/description}}{{^valueType}}zero{{/valueType}}\n",
        "  {{! a comment alone }}\nA  {{! inline }} B\n   {{! c }} x\n{{!\nmultiline\n}}\n",
        "{{#properties}}\n{{>Row}}\n{{/properties}}\n{{>Row}}\n{{>Missing}}\n",
        "{{#properties}}{{.name}}/{{.access}}/{{parent.description}}/{{parent.nested.key}}/{{parent.setter.key}};{{/properties}}\n",
        "{{#parent}}{{description}}{{#nested}}{{key}}{{description}}{{/nested}}{{/parent}} {{#declaration}}{{name}}{{#docLines}}{{name}}{{/docLines}}{{/declaration}}\n",
        "{{hashable}} {{valueType}} {{#properties}}{{index()}}{{even()}}{{odd()}}{{/properties}} {{last()}}{{#valueType}}[{{.}}]{{/valueType}}\n",
        "  {{#hashable}}x{{/hashable}}\n  {{name}}\n\t{{#hashable}}\n  in\n  {{/hashable}}\nafter\n",
        "{{{description}}} {{&description}} {{ description }}\n",
        "x\n{{#hashable}}\ny\n{{/hashable}}",
        // Text outside ASCII: letters, symbols, punctuation, emoji.
        "± é{{description}}ü … 😀 {{#properties}}ß{{name}}→{{/properties}}\n",
        "func f() { {{description}} } {{! c }}}\n{ {x} }\n",
        "{{#properties}}{{#hashable}}{{name}}{{^last()}}+{{/last()}}{{/hashable}}{{/properties}}\n",
        "{{#description}}{{.}}{{text}}{{/description}} {{#docLines}}{{.}}{{/docLines}}\n",
    ]

    @Test("Snippets render to what swift-mustache renders", arguments: snippets.indices)
    func sameAsMustache(index: Int) throws {
        let template = "{{%CONTENT_TYPE: TEXT}}\n" + Self.snippets[index]
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: template), named: "main")
        library.register(try MustacheTemplate(string: Self.row), named: "Row")
        let interpreter = TemplateInterpreter(programs: [
            "main": try TemplateProgram(parsing: template), "Row": try TemplateProgram(parsing: Self.row),
        ])
        for flag in [true, false] {
            let expected = try #require(library.render(Self.root(flag: flag), withTemplate: "main"))
            #expect(interpreter.render(Self.root(flag: flag), with: "main") == expected, "snippet \(index), flag \(flag)")
        }
    }

    @Test("What the interpreter does not render is refused, so that swift-mustache renders it", arguments: [
        "{{%CONTENT_TYPE: TEXT}}\n{{=<% %>=}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{<base}}{{/base}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{>*dynamic}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n  {{>Row}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{uppercased(name)}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{#first(last())}}{{/first(last())}}\n",
        "{{name}}\n{{%CONTENT_TYPE: TEXT}}\n",
        "{{%CONTENT_TYPE: HTML}}\n",
        // A name no view answers.
        "{{%CONTENT_TYPE: TEXT}}\n{{#name}}{{title}}{{/name}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{#name}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{/name}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{! unfinished\n",
        // Text the parser's bytes could read otherwise than swift-mustache's characters: `\r\n` is one character, a
        // combining mark joins the `{` before it, and white space or line breaks outside ASCII.
        "{{%CONTENT_TYPE: TEXT}}\na\r\n{{#hashable}}\r\nline\r\n{{/hashable}}\r\nb\r\n",
        "{{%CONTENT_TYPE: TEXT}}\n{\u{301}{title}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n\u{A0}{{#hashable}}\u{A0}\n{{/hashable}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{#hashable}}\u{2028}x{{/hashable}}\n",
    ])
    func refused(template: String) {
        #expect(throws: TemplateProgram.Unsupported.self) { try TemplateProgram(parsing: template) }
    }

    @Test("Replacement templates are rendered by swift-mustache; the built-in ones alone by the interpreter")
    func engineChoice() throws {
        guard case .builtIn = try TemplateSet(overridesDirectory: nil).engine else {
            Issue.record("the built-in templates are not rendered by the interpreter")
            return
        }
        let templates = packageRoot.appendingPathComponent("Templates").path
        guard case .mustache = try TemplateSet(overridesDirectory: templates).engine else {
            Issue.record("replacement templates are not rendered by swift-mustache")
            return
        }
    }

    @Test("A rendered model is the same through both engines", arguments: [false, true])
    func wholeModel(validation: Bool) throws {
        var options = RenderOptions()
        var model = Fixtures.everything
        if validation {
            // `validate(into:)` in every struct and `oneOf` enum, with checks of keywords and of nested values.
            model.validation = true
            for index in model.types.indices {
                guard case .structure(var structure) = model.types[index].kind else { continue }
                for property in structure.properties.indices {
                    structure.properties[property].constraints = [ValueConstraints(check: .string, arguments: ["maxLength: 3"])]
                    structure.properties[property].validatesNested = property % 2 == 0
                }
                model.types[index].kind = .structure(structure)
            }
        }
        let builtIn = try ClientRenderer(options: options).render(model)
        options.templatesDirectory = packageRoot.appendingPathComponent("Templates").path
        let mustache = try ClientRenderer(options: options).render(model)
        #expect(builtIn.map(\.path) == mustache.map(\.path))
        for (a, b) in zip(builtIn, mustache) {
            #expect(a.contents == b.contents, "\(a.path)")
        }
    }
}
