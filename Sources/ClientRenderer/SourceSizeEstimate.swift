import ClientIR

/// About how many lines a declaration renders to, before it is rendered: what the file layouts use to keep every
/// output file small (see ``EndpointFileLayout``).
///
/// Compilers build a module's files in batches of a fixed number of files each, so one file of 40,000 lines makes
/// one compiler process that takes minutes and gigabytes while the others idle (Stripe's `PostPaymentIntents` alone
/// renders to 8,000 lines). The figures follow the built-in templates: a property costs its declaration, its `init`
/// argument and assignment, its coding key and its documentation; an enum case its declaration and the lines that
/// map its raw value. They need only be right to within a factor of two.
enum SourceSizeEstimate {
    /// Lines of an endpoint struct, its nested types and its convenience method.
    static func lines(of endpoint: EndpointDeclaration) -> Int {
        40 + endpoint.documentation.count + 8 * endpoint.parameters.count
            + (endpoint.failureOwner == nil ? 6 * endpoint.failures.count : 3)
            + (endpoint.body == nil ? 0 : 10) + endpoint.nested.reduce(0) { $0 + lines(of: $1) }
    }

    /// Lines of a type declaration with its nested types.
    static func lines(of declaration: TypeDeclaration) -> Int {
        var total = 10 + declaration.documentation.count
        switch declaration.kind {
        case .structure(let structure):
            total += structure.properties.reduce(0) { $0 + 5 + $1.shownDocumentation.count }
            if structure.additionalProperties != nil { total += 20 }
        case .enumeration(let enumeration):
            total += 4 * enumeration.cases.count + 15
        case .oneOf(let oneOf):
            total += 9 * oneOf.cases.count + 15
        case .alias:
            break
        }
        return total + declaration.nested.reduce(0) { $0 + lines(of: $1) }
    }

    /// `items` in order, cut into runs of about `budget` lines (by `size`); an item larger than `budget` makes a run
    /// of its own. How the file layouts fill files.
    static func runs<Item>(of items: [Item], budget: Int, size: (Item) -> Int) -> [[Item]] {
        var runs: [[Item]] = []
        var current: [Item] = []
        var lines = 0
        for item in items {
            let itemLines = size(item)
            if !current.isEmpty && lines + itemLines > budget {
                runs.append(current)
                current = []
                lines = 0
            }
            current.append(item)
            lines += itemLines
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
