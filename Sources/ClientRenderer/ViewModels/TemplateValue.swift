import Mustache

/// A view model: answers the names a template asks for.
///
/// Both template engines read views: ``TemplateInterpreter`` through ``value(for:)``, swift-mustache (for a user's
/// replacement templates) through `child(named:)`, which hands it the same values as it knows them (texts as
/// ``TemplateText``).
protocol TemplateView: MustacheParent, Sendable {
    /// The value of `key`, or nil when this view has no such key (Mustache then looks in the enclosing view).
    func value(for key: TemplateKey) -> TemplateValue?
}

extension TemplateView {
    /// The value of the key spelled `name`, or nil.
    func value(named name: String) -> TemplateValue? { TemplateKey(name: name).flatMap { value(for: $0) } }

    func child(named key: String) -> Any? { value(named: key)?.mustacheValue }
}

/// What a view answers for a name: one of the few kinds of values the templates use, so that the interpreter knows
/// what it has without a dynamic cast.
enum TemplateValue: Sendable {
    /// Printed as it is; a section over it renders once with the text on the stack.
    case text(String)
    /// A section renders once per text.
    case texts([String])
    /// A section renders when true, an inverted section when false.
    case flag(Bool)
    case number(Int)
    /// A section renders once with the view on the stack.
    case view(any TemplateView)
    /// A section renders once per view.
    case views([any TemplateView])

    /// The value as swift-mustache reads it.
    var mustacheValue: Any {
        switch self {
        case .text(let text): TemplateText(text)
        case .texts(let texts): texts.map(TemplateText.init)
        case .flag(let flag): flag
        case .number(let number): number
        case .view(let view): view
        case .views(let views): views
        }
    }
}

/// Named values, for a template whose object needs no view of its own (a file of endpoints, the access modifier of
/// a runtime file).
struct TemplateObject: TemplateView {
    var values: TemplateValues

    init(_ values: KeyValuePairs<TemplateKey, TemplateValue>) { self.values = TemplateValues(values) }

    func value(for key: TemplateKey) -> TemplateValue? { values[key] }
}
