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

        func value(named key: String) -> TemplateValue? {
            switch key {
            case "name": .text(name)
            case "tags": .texts(tags)
            default: nil
            }
        }
    }

    /// The values every snippet is rendered with: views, texts, flags, numbers, empty lists.
    static func root(flag: Bool) -> TemplateObject {
        TemplateObject([
            "access": .text("public "),
            "items": .views([Item(name: "a", tags: ["x", "y"]), Item(name: "b", tags: []), Item(name: "c", tags: ["z"])]),
            "flag": .flag(flag),
            "empty": .views([]),
            "emptyTexts": .texts([]),
            "title": .text("<a & \"b\">"),
            "root": .view(TemplateObject(["title": .text("T"), "inner": .view(TemplateObject(["deep": .text("D")]))])),
            "single": .view(Item(name: "one", tags: ["t"])),
            "count": .number(3),
            "objectTags": .texts(["p", "q"]),
        ])
    }

    static let row = "{{%CONTENT_TYPE: TEXT}}\n* {{name}}{{#first()}} (first){{/first()}}{{^tags}} (no tags){{/tags}}\n"

    static let snippets: [String] = [
        // Standalone section lines vanish; inline ones stay; separators from the position in the sequence.
        "start\n{{#items}}\n  - {{name}}{{^last()}},{{/last()}}\n{{/items}}\nend {{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}\n",
        // A name the element lacks is found below it on the stack.
        "{{#items}}{{access}}{{name}};{{/items}}\n",
        "{{#items}}{{#tags}}[{{.}}|{{name}}|{{first()}}|{{index()}}]{{/tags}}{{/items}}\n",
        // A view's texts answer `text` (swift-mustache sees them as TemplateText), whose own `text` answers nothing.
        "{{#items}}{{#tags}}<{{text}}>{{/tags}}{{/items}}{{#objectTags}}({{text}}{{#text}}[{{text}}]{{/text}}){{/objectTags}}\n",
        "{{^empty}}none{{/empty}}{{^emptyTexts}}no texts{{/emptyTexts}}{{^missing}}absent{{/missing}}{{^flag}}off{{/flag}}{{^items}}never{{/items}}{{^title}}no{{/title}}{{^count}}zero{{/count}}\n",
        "  {{! a comment alone }}\nA  {{! inline }} B\n   {{! c }} x\n{{!\nmultiline\n}}\n",
        "{{#items}}\n{{>Row}}\n{{/items}}\n{{>Row}}\n{{>Missing}}\n",
        "{{#items}}{{.name}}/{{.access}}/{{root.title}}/{{root.inner.deep}}/{{root.none.deep}};{{/items}}\n",
        "{{#root}}{{title}}{{#inner}}{{deep}}{{title}}{{/inner}}{{/root}} {{#single}}{{name}}{{#tags}}{{name}}{{/tags}}{{/single}}\n",
        "{{flag}} {{count}} {{#items}}{{index()}}{{even()}}{{odd()}}{{/items}} {{last()}}{{#count}}[{{.}}]{{/count}}\n",
        "  {{#flag}}x{{/flag}}\n  {{name}}\n\t{{#flag}}\n  in\n  {{/flag}}\nafter\n",
        "{{{title}}} {{&title}} {{ title }}\n",
        "x\n{{#flag}}\ny\n{{/flag}}",
        // Text outside ASCII: letters, symbols, punctuation, emoji.
        "± é{{title}}ü … 😀 {{#items}}ß{{name}}→{{/items}}\n",
        "func f() { {{title}} } {{! c }}}\n{ {x} }\n",
        "{{#items}}{{#flag}}{{name}}{{^last()}}+{{/last()}}{{/flag}}{{/items}}\n",
        "{{#title}}{{.}}{{text}}{{/title}} {{#tags}}{{.}}{{/tags}}\n",
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
        "{{%CONTENT_TYPE: TEXT}}\n{{#open}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{/close}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{! unfinished\n",
        // Text the parser's bytes could read otherwise than swift-mustache's characters: `\r\n` is one character, a
        // combining mark joins the `{` before it, and white space or line breaks outside ASCII.
        "{{%CONTENT_TYPE: TEXT}}\na\r\n{{#flag}}\r\nline\r\n{{/flag}}\r\nb\r\n",
        "{{%CONTENT_TYPE: TEXT}}\n{\u{301}{title}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n\u{A0}{{#flag}}\u{A0}\n{{/flag}}\n",
        "{{%CONTENT_TYPE: TEXT}}\n{{#flag}}\u{2028}x{{/flag}}\n",
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

    @Test("A rendered model is the same through both engines")
    func wholeModel() throws {
        var options = RenderOptions()
        let model = Fixtures.everything
        let builtIn = try ClientRenderer(options: options).render(model)
        options.templatesDirectory = packageRoot.appendingPathComponent("Templates").path
        let mustache = try ClientRenderer(options: options).render(model)
        #expect(builtIn.map(\.path) == mustache.map(\.path))
        for (a, b) in zip(builtIn, mustache) {
            #expect(a.contents == b.contents, "\(a.path)")
        }
    }
}
