import ClientIR
import Testing

@Suite("Shared enums")
struct SharedEnumTests {
    static let spec = document(paths: """
          /a:
            get:
              operationId: listA
              parameters:
                - {name: direction, in: query, schema: {type: string, enum: [asc, desc]}}
                - {name: state, in: query, schema: {type: string, enum: [open, closed, all]}}
              responses: {'200': {description: OK.}}
          /b:
            get:
              operationId: listB
              parameters:
                - {name: direction, in: query, description: Order., schema: {type: string, enum: [asc, desc]}}
                - {name: order, in: query, schema: {type: string, enum: [desc, asc]}}
              responses: {'200': {description: OK.}}
        """, extra: """
        components:
          schemas:
            State: {type: string, enum: [open, closed, all]}
            Issue:
              type: object
              properties:
                state: {type: string, enum: [open, closed]}
                kind: {type: integer, enum: [1, 2]}
            PullRequest:
              type: object
              properties:
                state: {type: string, description: Whether the pull request is open., enum: [open, closed]}
                kind: {type: string, enum: ['1', '2']}
        """)

    @Test func repeatedEnumsBecomeAliasesOfTheFirst() throws {
        let result = try Translated(Self.spec)
        func kind(_ path: String) -> TypeDeclaration.Kind? {
            let names = path.split(separator: ".").map(String.init)
            var candidates = result.model.types + result.model.endpoints.map {
                TypeDeclaration(name: $0.typeName, origin: "", kind: .alias(.builtin("Never")), nested: $0.nested)
            }
            var found: TypeDeclaration?
            for name in names {
                found = candidates.first { $0.name == name }
                candidates = found?.nested ?? []
            }
            return found?.kind
        }
        // The first declaration stays an enum; an identical one (its own documentation aside) becomes an alias.
        #expect(kind("PullRequest.State") == .alias(.named("Issue.State")))
        #expect(kind("ListB.Direction") == .alias(.named("ListA.Direction")))
        if case .enumeration = kind("Issue.State") {} else { Issue.record("Issue.State is not an enum") }
        // Another order of cases, or another raw type, is another enum.
        if case .enumeration = kind("ListB.Order") {} else { Issue.record("ListB.Order is not an enum") }
        if case .enumeration = kind("PullRequest.Kind") {} else { Issue.record("PullRequest.Kind is not an enum") }
        // Inside `ListA`, `State` is its own nested enum: it cannot name the top-level `State`.
        if case .enumeration = kind("ListA.State") {} else { Issue.record("ListA.State is not an enum") }

        let files = try render(result.model)
        let pullRequest = try #require(files["Models/PullRequest.swift"])
        #expect(pullRequest.contains("""
                /// Whether the pull request is open.
                ///
                /// - Remark: Generated from `#/components/schemas/PullRequest/properties/state`.
                public typealias State = Issue.State
            """))
    }

    @Test func enumsInsideDeprecatedEndpointsAreNotNamedFromOutside() throws {
        let result = try Translated(document(paths: """
              /a:
                get:
                  operationId: oldList
                  deprecated: true
                  parameters: [{name: mode, in: query, schema: {type: string, enum: [fast, slow]}}]
                  responses: {'200': {description: OK.}}
              /b:
                get:
                  operationId: newList
                  parameters: [{name: mode, in: query, schema: {type: string, enum: [fast, slow]}}]
                  responses: {'200': {description: OK.}}
              /c:
                get:
                  operationId: otherList
                  parameters: [{name: mode, in: query, schema: {type: string, enum: [fast, slow]}}]
                  responses: {'200': {description: OK.}}
            """))
        let modes = result.model.endpoints.map { $0.nested.first { $0.name == "Mode" }?.kind }
        // `OldList.Mode` would be deprecated wherever it is named: `NewList.Mode` is the one the others name.
        if case .enumeration = modes[0] {} else { Issue.record("OldList.Mode is not an enum") }
        if case .enumeration = modes[1] {} else { Issue.record("NewList.Mode is not an enum") }
        #expect(modes[2] == .alias(.named("NewList.Mode")))
    }
}
