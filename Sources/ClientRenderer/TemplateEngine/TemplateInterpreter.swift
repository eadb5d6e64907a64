/// Renders the built-in templates (``TemplateProgram``) with the view models, to the same text as swift-mustache.
///
/// Mustache's rules, as swift-mustache applies them: a name is looked up in the object on top of the context stack,
/// then in the ones below; a section over an array renders once per element, with the element pushed and the
/// position known to `first()` and `last()`; over `true`, once, with nothing pushed; over any other value, once
/// with the value pushed; an inverted section renders for `nil`, `false` and an empty array. A partial starts with
/// no position in a sequence. swift-mustache sees a view's texts as ``TemplateText`` (`TemplateView.child(named:)`),
/// so their one stored property, `text`, answers `{{text}}` inside a section over them; a dictionary's texts are
/// plain strings, which answer nothing.
///
/// The difference is the cost: objects are classified once, when they are pushed, and a lookup is a call to
/// ``TemplateView/value(named:)`` or a dictionary read, with no dynamic cast to find out what the object is.
struct TemplateInterpreter: Sendable {
    let programs: [String: TemplateProgram]

    /// The text of template `name` rendered with `object`, or nil when there is no such template.
    func render(_ object: Any, with name: String) -> String? {
        guard let program = programs[name] else { return nil }
        var rendering = Rendering(programs: programs, root: StackEntry(object, fromView: false))
        rendering.render(program.nodes)
        return rendering.output
    }
}

/// An object of the context stack, classified when it is pushed: what lookups in it need to know.
private enum StackEntry {
    case view(any TemplateView)
    case dictionary([String: Any])
    /// A text; `fromView` when a view handed it over (swift-mustache then sees a ``TemplateText``).
    case text(String, fromView: Bool)
    /// Anything else: a number, an empty array pushed by an inverted section. Nothing is found in it.
    case opaque(Any)

    /// Generic, so that an element of a typed array (a view's `[PropertyView]`) is cast from its own type, without
    /// first going into an `Any` of its own.
    init<Value>(_ value: Value, fromView: Bool) {
        if let text = value as? String {
            self = .text(text, fromView: fromView)
        } else if let view = value as? any TemplateView {
            self = .view(view)
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary)
        } else {
            self = .opaque(value)
        }
    }

    /// The object itself, as `{{.}}` finds it.
    var value: (value: Any, fromView: Bool) {
        switch self {
        case .view(let view): (view, false)
        case .dictionary(let dictionary): (dictionary, false)
        case .text(let text, let fromView): (text, fromView)
        case .opaque(let value): (value, false)
        }
    }

    /// What `key` names in this object, and whether a view handed it over.
    func child(named key: String) -> (value: Any, fromView: Bool)? {
        switch self {
        case .view(let view): view.value(named: key).map { ($0, true) }
        case .dictionary(let dictionary): dictionary[key].map { ($0, false) }
        case .text(let text, fromView: true) where key == "text": (text, false)
        case .text, .opaque: nil
        }
    }
}

/// Where a section over a sequence is: what `first()`, `last()`, `index()`, `even()` and `odd()` answer.
private struct SequencePosition {
    var index: Int
    var isLast: Bool

    func transform(_ name: String) -> Any? {
        switch name {
        case "first": index == 0
        case "last": isLast
        case "index": index
        case "even": index & 1 == 0
        case "odd": index & 1 == 1
        default: nil
        }
    }
}

/// Arrays of any element: what a section iterates over.
private protocol TemplateSequence {
    var isEmpty: Bool { get }
    /// The elements as the context stack holds them.
    func stackEntries(fromView: Bool) -> [StackEntry]
}

extension Array: TemplateSequence {
    fileprivate func stackEntries(fromView: Bool) -> [StackEntry] { map { StackEntry($0, fromView: fromView) } }
}

/// One render: the stack, the position in the innermost sequence, and the text so far.
private struct Rendering {
    let programs: [String: TemplateProgram]
    var stack: [StackEntry]
    var position: SequencePosition?
    var output = ""

    init(programs: [String: TemplateProgram], root: StackEntry) {
        self.programs = programs
        stack = [root]
        output.reserveCapacity(16_384)
    }

    mutating func render(_ nodes: [TemplateProgram.Node]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, _):
                if let found = lookUp(name) { output += Self.text(of: found.value) }
            case .section(let name, let body, let inverted):
                let found = lookUp(name)
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

    mutating func renderSection(_ body: [TemplateProgram.Node], _ found: (value: Any, fromView: Bool)?) {
        guard let found else { return }
        let (value, fromView) = found
        if let flag = value as? Bool {
            if flag { render(body) }
        } else if let sequence = value as? any TemplateSequence {
            // Only a view's `[String]` holds texts, so `fromView` carries over to the elements.
            let entries = sequence.stackEntries(fromView: fromView)
            for (index, entry) in entries.enumerated() {
                push(entry, position: SequencePosition(index: index, isLast: index == entries.count - 1), body)
            }
        } else {
            push(StackEntry(value, fromView: fromView), position: nil, body)
        }
    }

    mutating func renderInverted(_ body: [TemplateProgram.Node], _ found: (value: Any, fromView: Bool)?) {
        guard let value = found?.value else { return render(body) }
        if let sequence = value as? any TemplateSequence {
            if sequence.isEmpty { push(StackEntry(value, fromView: false), position: nil, body) }
        } else if let flag = value as? Bool {
            if !flag { render(body) }
        }
    }

    mutating func push(_ entry: StackEntry, position: SequencePosition?, _ body: [TemplateProgram.Node]) {
        let saved = self.position
        stack.append(entry)
        self.position = position
        render(body)
        self.position = saved
        stack.removeLast()
    }

    func lookUp(_ name: TemplateName) -> (value: Any, fromView: Bool)? {
        switch name {
        case .current:
            return stack[stack.count - 1].value
        case .sequence(let transform):
            return position?.transform(transform).map { ($0, false) }
        case .path(let names, let topOnly):
            guard let first = names.first else { return stack[stack.count - 1].value }
            var found: (value: Any, fromView: Bool)?
            if topOnly {
                found = stack[stack.count - 1].child(named: first)
            } else {
                for index in stride(from: stack.count - 1, through: 0, by: -1) {
                    if let child = stack[index].child(named: first) { found = child; break }
                }
            }
            for name in names.dropFirst() {
                guard let parent = found else { return nil }
                found = StackEntry(parent.value, fromView: parent.fromView).child(named: name)
            }
            return found
        }
    }

    /// A value as a variable tag prints it: a text as it is, anything else as `String(describing:)` does (an
    /// optional without `Optional(...)` around it).
    static func text(of value: Any) -> String {
        if let text = value as? String { return text }
        if let optional = value as? any OptionalValue { return optional.wrappedValue.map(text(of:)) ?? "nil" }
        return String(describing: value)
    }
}

private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 } }
}
