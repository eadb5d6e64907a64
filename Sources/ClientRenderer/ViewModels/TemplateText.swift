import Mustache

/// Text as the templates see it: renders as itself, like a `String`, but in one step.
///
/// swift-mustache renders a plain `String` after asking, by dynamic cast, whether it is a template, custom-renderable,
/// a lambda or an optional, then through `String(describing:)`. A value that is custom-renderable skips all that.
/// Templates cannot tell the difference: the text transforms (`uppercased(name)`, `empty(name)`...) and sections
/// work as they do on a `String`.
struct TemplateText: MustacheCustomRenderable, MustacheTransformable, Comparable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    var renderText: String { text }
    var isNull: Bool { false }

    func transform(_ name: String) -> Any? { text.transform(name) }

    static func < (lhs: TemplateText, rhs: TemplateText) -> Bool { lhs.text < rhs.text }
}
