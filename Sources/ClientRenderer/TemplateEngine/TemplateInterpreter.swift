/// Renders the built-in templates (``TemplateProgram``) with the view models, to the same text as swift-mustache.
///
/// Mustache's rules, as swift-mustache applies them: a name is looked up in the object on top of the context stack,
/// then in the ones below; a section over a list renders once per element, with the element pushed and the
/// position known to `first()` and `last()`; over `true`, once, with nothing pushed; over any other value, once
/// with the value pushed; an inverted section renders for nothing, `false` and an empty list. A partial starts with
/// no position in a sequence. swift-mustache sees a view's texts as ``TemplateText`` (`TemplateView.child(named:)`),
/// so their one stored property, `text`, answers `{{text}}` inside a section over them.
///
/// The difference is the cost: views answer with a ``TemplateValue``, whose kind the interpreter switches over,
/// where swift-mustache finds out what each object and value is with dynamic casts.
struct TemplateInterpreter: Sendable {
    let programs: [String: TemplateProgram]

    /// The text of template `name` rendered with `view`, or nil when there is no such template.
    func render(_ view: any TemplateView, with name: String) -> String? {
        guard let program = programs[name] else { return nil }
        var rendering = Rendering(programs: programs, root: .view(view))
        rendering.render(program.nodes)
        return String(decoding: rendering.output, as: UTF8.self)
    }
}

/// An object of the context stack: what lookups in it need to know.
private enum StackEntry {
    case view(any TemplateView)
    /// A text; `answersText` when a view handed it over (swift-mustache then sees a ``TemplateText``, whose `text`
    /// is a plain string).
    case text(String, answersText: Bool)
    /// A flag, a number or an empty list pushed by an inverted section. Nothing is found in it.
    case other(TemplateValue)

    init(_ found: Found) {
        switch found.value {
        case .view(let view): self = .view(view)
        case .text(let text): self = .text(text, answersText: found.answersText)
        case let other: self = .other(other)
        }
    }

    /// The object itself, as `{{.}}` finds it.
    var value: Found {
        switch self {
        case .view(let view): Found(.view(view))
        case .text(let text, let answersText): Found(.text(text), answersText: answersText)
        case .other(let value): Found(value)
        }
    }

    /// What `key` names in this object.
    func child(named key: TemplateKey) -> Found? {
        switch self {
        case .view(let view): view.value(for: key).map { Found($0) }
        case .text(let text, answersText: true) where key == .text: Found(.text(text), answersText: false)
        case .text, .other: nil
        }
    }
}

/// A value found by a lookup; a text is plain (`answersText` false) only as the `text` of a text.
private struct Found {
    var value: TemplateValue
    var answersText = true

    init(_ value: TemplateValue, answersText: Bool = true) {
        self.value = value
        self.answersText = answersText
    }
}

/// Where a section over a sequence is: what `first()`, `last()`, `index()`, `even()` and `odd()` answer.
private struct SequencePosition {
    var index: Int
    var isLast: Bool

    func transform(_ name: String) -> TemplateValue? {
        switch name {
        case "first": .flag(index == 0)
        case "last": .flag(isLast)
        case "index": .number(index)
        case "even": .flag(index & 1 == 0)
        case "odd": .flag(index & 1 == 1)
        default: nil
        }
    }
}

/// One render: the stack, the position in the innermost sequence, and the text so far.
///
/// Its loops count indices in `while` loops rather than iterating with `for ... in`, `enumerated()`, `stride` or
/// `dropFirst()`: SwiftPM builds the build plugin's generator in debug, where those generic iterators are not
/// specialized and look up type metadata (an `Optional` of the element, a tuple) at every step. The optimized build
/// makes the same code of both.
private struct Rendering {
    let programs: [String: TemplateProgram]
    var stack: [StackEntry]
    var position: SequencePosition?
    /// The text so far, as UTF-8: appending bytes to an array costs less than appending strings to a string, which
    /// also keeps its count of characters and its flags up to date at every append.
    var output: [UInt8] = []

    init(programs: [String: TemplateProgram], root: StackEntry) {
        self.programs = programs
        stack = [root]
        output.reserveCapacity(16_384)
    }

    mutating func render(_ nodes: [TemplateProgram.Node]) {
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .variable(let name, _):
                if let found = Self.lookUp(name, in: stack, at: position) {
                    output.append(contentsOf: Self.text(of: found.value).utf8)
                }
            case .section(let name, let body, let inverted):
                let found = Self.lookUp(name, in: stack, at: position)
                if inverted { renderInverted(body, found) } else { renderSection(body, found) }
            case .partial(let name):
                guard let program = programs[name] else { continue }
                let saved = position
                position = nil
                render(program.nodes)
                position = saved
            case .textContentType:
                continue
            }
        }
    }

    mutating func renderSection(_ body: [TemplateProgram.Node], _ found: Found?) {
        guard let found else { return }
        switch found.value {
        case .flag(let flag):
            if flag { render(body) }
        case .texts(let texts):
            var index = 0
            while index < texts.count {
                let position = SequencePosition(index: index, isLast: index == texts.count - 1)
                push(.text(texts[index], answersText: true), position: position, body)
                index += 1
            }
        case .views(let views):
            var index = 0
            while index < views.count {
                let position = SequencePosition(index: index, isLast: index == views.count - 1)
                push(.view(views[index]), position: position, body)
                index += 1
            }
        case .text, .number, .view:
            push(StackEntry(found), position: nil, body)
        }
    }

    mutating func renderInverted(_ body: [TemplateProgram.Node], _ found: Found?) {
        guard let value = found?.value else { return render(body) }
        switch value {
        case .flag(let flag):
            if !flag { render(body) }
        case .texts(let texts) where texts.isEmpty:
            push(.other(value), position: nil, body)
        case .views(let views) where views.isEmpty:
            push(.other(value), position: nil, body)
        case .text, .texts, .number, .view, .views:
            break
        }
    }

    mutating func push(_ entry: consuming StackEntry, position: SequencePosition?, _ body: [TemplateProgram.Node]) {
        let saved = self.position
        stack.append(entry)
        self.position = position
        render(body)
        self.position = saved
        stack.removeLast()
    }

    /// What `name` finds in `stack` (its top first), at `position` in the innermost sequence. A static function of
    /// the two: as a method, a debug build would copy the whole rendering for each lookup from the mutating
    /// `render`.
    static func lookUp(_ name: TemplateName, in stack: [StackEntry], at position: SequencePosition?) -> Found? {
        switch name {
        case .current:
            return stack[stack.count - 1].value
        case .sequence(let transform):
            return position?.transform(transform).map { Found($0) }
        case .path(let names, let topOnly):
            guard let first = names.first else { return stack[stack.count - 1].value }
            // Through the buffer: an array's subscript would copy each entry a name is looked for in first.
            var found: Found? = stack.withUnsafeBufferPointer { entries in
                if topOnly { return entries[entries.count - 1].child(named: first) }
                var index = entries.count - 1
                while index >= 0 {
                    if let child = entries[index].child(named: first) { return child }
                    index -= 1
                }
                return nil
            }
            var index = 1
            while index < names.count {
                guard let parent = found else { return nil }
                found = StackEntry(parent).child(named: names[index])
                index += 1
            }
            return found
        }
    }

    /// A value as a variable tag prints it: a text as it is, anything else as `String(describing:)` does.
    static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .texts(let texts): String(describing: texts)
        case .flag(let flag): flag ? "true" : "false"
        case .number(let number): String(number)
        case .view(let view): String(describing: view)
        case .views(let views): String(describing: views)
        }
    }
}
