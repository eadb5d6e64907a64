import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// Merges the parts of an `allOf` (and the sibling keywords of the schema itself) into one object: the
    /// properties of every part in order, including parts reached through `$ref` and their own `allOf`s, with
    /// `required` unioned.
    ///
    /// A part that is a `oneOf`/`anyOf` cannot be merged into a struct: it is reported, and the struct keeps the
    /// keys it does not declare in a free-form `additionalProperties` dictionary so no data is lost. The exception
    /// is a polymorphic base, whose `oneOf` lists the schema being declared (`Pet: {oneOf: [Cat, Dog]}`, `Cat:
    /// {allOf: [Pet, ...]}`): a `Cat` already is the member of that `oneOf` it matches, so it adds no keys; so is a
    /// Swagger 2.0 base, whose subtypes the translator listed (``PolymorphicBases``), for any schema.
    func mergedObject(schema: Schema, parts: [Schema], file: String) -> ObjectParts {
        var object = ObjectParts()
        var visited = Set<ReferenceTarget>()
        let declared = ReferenceTarget(file: file, pointer: schema.pointer)
        for part in parts {
            merge(part, file: file, declared: declared, into: &object, visited: &visited, depth: 0)
        }
        return object
    }

    private func merge(_ part: Schema, file: String, declared: ReferenceTarget, into object: inout ObjectParts,
                       visited: inout Set<ReferenceTarget>, depth: Int) {
        guard depth < 64 else { return }
        if let ref = part.ref {
            if visited.insert(ref.target).inserted {
                if let target = resolve(ref.target) {
                    merge(target, file: ref.target.file, declared: declared, into: &object, visited: &visited,
                          depth: depth + 1)
                } else {
                    _ = referenceUsage(ref)  // reports the dangling reference
                    object.keepsOtherKeys = true
                }
            }
            if SchemaShape.hasStructure(part, ignoringRef: true) {
                var rest = part
                rest.ref = nil
                merge(rest, file: file, declared: declared, into: &object, visited: &visited, depth: depth + 1)
            }
            return
        }
        for sub in part.allOf {
            merge(sub, file: file, declared: declared, into: &object, visited: &visited, depth: depth + 1)
        }
        object.add(part, file: file)
        let members = part.oneOf.isEmpty ? part.anyOf : part.oneOf
        let listsDeclared = allOfPart(at: ReferenceTarget(file: file, pointer: part.pointer), lists: declared,
                                      among: members)
        // A Swagger 2.0 base lists its subtypes only because the translator wrote them out: whatever is `allOf` it
        // is one more subtype, as an inline response schema that adds a property to it.
        let isImplicitBase = part.discriminator?.listsImplicitSubtypes == true
        if !members.isEmpty && !listsDeclared && !isImplicitBase && !members.allSatisfy(\.isUnconstrained) {
            warn("translate.unsupportedComposition",
                 "A oneOf/anyOf inside an allOf cannot be merged into one struct; the keys it adds are kept in 'additionalProperties' as JSONValue.",
                 part, file: file)
            object.keepsOtherKeys = true
        }
    }

    /// Whether `part` is a `$ref` to a polymorphic base whose `oneOf`/`anyOf` lists `declared` (a subtype of it),
    /// directly or through schemas that are only a `$ref` (or an `allOf` of one) to the next.
    func isSubtype(listedBy part: Schema, declared: ReferenceTarget) -> Bool {
        var next = part.ref
        var seen: Set<ReferenceTarget> = [declared]
        while let ref = next, seen.insert(ref.target).inserted, seen.count < 32, let target = resolve(ref.target) {
            let members = target.oneOf.isEmpty ? target.anyOf : target.oneOf
            if !members.isEmpty { return allOfPart(at: ref.target, lists: declared, among: members) }
            switch SchemaShape.of(target, resolve: resolve).shape {
            case .reference(let onward): next = onward
            case .single(let only): next = only.ref
            default: next = nil
            }
        }
        return false
    }

    /// Whether `members`, the `oneOf` or `anyOf` of the part at `place`, has a `$ref` to `declared`. A long list's
    /// targets are kept the first time: a polymorphic base is merged into each of its n children, and searching its n
    /// members each time cost n * n. (The count guards against two schemas of one place, which the translator does not
    /// make of long lists.)
    private func allOfPart(at place: ReferenceTarget, lists declared: ReferenceTarget, among members: [Schema]) -> Bool {
        guard members.count > 16 else { return members.contains { $0.ref?.target == declared } }
        if let known = listedTargets.withLock({ $0[place] }), known.count == members.count {
            return known.targets.contains(declared)
        }
        let targets = Set(members.compactMap { $0.ref?.target })
        listedTargets.withLock { $0[place] = (members.count, targets) }
        return targets.contains(declared)
    }
}
