import ClientIR
import OpenAPIModel

extension SchemaShape {
    /// The one member a union of strings stands for, or nil: a `oneOf`/`anyOf` whose members are plain strings and
    /// one string `enum` (OpenAI's `model`: any model's ID, the known ones listed; 40 such unions in its document).
    ///
    /// - The enum, whose `unknown(String)` case holds every other string: `.davinci002` or
    ///   `Model(rawValue: "my-model")`, one type for what the document describes as one, where a union decoded every
    ///   string as its plain string member and never as a listed value.
    /// - The plain string member when the enum lists only the empty string (Stripe's "a string, or `""` to clear
    ///   it", 182 such unions): `""` is a string.
    ///
    /// A plain string says nothing but `type: string` and annotations or length and pattern checks (no `format`,
    /// which could make it another type, no `enum` or `const`); either kind of member may be a `$ref`.
    static func openEnumeration(_ members: [Schema], resolve: (ReferenceTarget) -> Schema?) -> Schema? {
        guard members.count >= 2 else { return nil }
        var enumeration: (member: Schema, values: [RawValue])?
        var plainString: Schema?
        for member in members {
            var target = member
            if let ref = member.ref {
                guard !hasStructure(member, ignoringRef: true), let resolved = resolve(ref.target) else { return nil }
                target = resolved
            }
            guard target.ref == nil, target.allOf.isEmpty, target.oneOf.isEmpty, target.anyOf.isEmpty,
                  target.constValue == nil else { return nil }
            if let values = target.enumValues {
                let nonNull = values.filter { !$0.isNull }
                guard enumeration == nil, enumRawType(target, nonNull) == .string else { return nil }
                enumeration = (member, nonNull)
            } else {
                guard target.nonNullTypes == [.string], target.format == nil else { return nil }
                plainString = plainString ?? member
            }
        }
        guard let enumeration, let plainString else { return nil }
        return enumeration.values.allSatisfy { $0.text == "" } ? plainString : enumeration.member
    }
}
