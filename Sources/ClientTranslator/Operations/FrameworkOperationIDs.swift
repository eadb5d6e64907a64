import OpenAPIModel

/// operationIds that web frameworks derive from the handler, and the handler's name inside them.
///
/// FastAPI's default operationId is the Python function name, then the path with every non-word character replaced
/// by `_`, then `_` and the method: `read_item` on `GET /items/{item_id}` is `read_item_items__item_id__get`.
/// The function name is what a Swift developer expects to call (`client.readItem(itemId:)`), not
/// `readItemItemsItemIdGet`.
enum FrameworkOperationIDs {
    /// The function names of `operations`, by index, when every operation that has an operationId has FastAPI's
    /// default form and the names are unique; nil otherwise (a document with hand-written operationIds is never
    /// renamed because one of them happens to end like a path).
    static func functionNames(of operations: [Operation]) -> [Int: String]? {
        var names: [Int: String] = [:]
        var seen: Set<String> = []
        for index in operations.indices {
            guard let operationID = operations[index].operationId else { continue }
            let (method, path) = (operations[index].method, operations[index].path)
            guard let name = fastAPIFunctionName(operationID: operationID, method: method, path: path),
                  seen.insert(SwiftNaming.typeIdentifier(name)).inserted
            else { return nil }
            names[index] = name
        }
        return names.isEmpty ? nil : names
    }

    /// `read_item` for `read_item_items__item_id__get` on `GET /items/{item_id}`; nil when `operationID` does not
    /// end with the path and method spelled FastAPI's way, or has nothing before them.
    static func fastAPIFunctionName(operationID: String, method: String, path: String) -> String? {
        var suffix = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            let isWord = scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            suffix.append(isWord ? scalar : "_")
        }
        suffix.append("_")
        suffix.append(contentsOf: method.lowercased().unicodeScalars)
        let mangled = String(suffix)
        guard operationID.hasSuffix(mangled) else { return nil }
        let name = operationID.dropLast(mangled.count)
        return name.isEmpty ? nil : String(name)
    }
}
