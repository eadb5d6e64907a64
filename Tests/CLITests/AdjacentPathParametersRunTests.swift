import Foundation
import TestSupport
import Testing

/// `Fixtures/adjacent-path-parameters.yaml`: path parameters written next to each other (`/blog/{pageName}{format}`,
/// as healthcare.gov's document has them). The path alone does not say where one ends; the generated server reads
/// it by the values the document lists for one of them (`hello.json` is `hello` and `.json`: each parameter got the
/// whole text before, and the format's enum rejected it). Without listed values, each still gets the whole text.
@Suite("Adjacent path parameters, read by a generated server")
struct AdjacentPathParametersRunTests {
    static let program = #"""
        import Foundation

        func read<T: APIDecodableRequest>(_ type: T.Type, _ target: String, _ show: (T) -> String) {
            do {
                print(show(try T(from: ServerRequestParts(method: .get, target: target), using: JSONDecoder())))
            } catch {
                print("error:", target)
            }
        }
        for target in ["/blog/hello.json", "/blog/archive.tar.gz", "/blog/a.b.xml", "/blog/.json", "/blog/hello.txt"] {
            read(GetPage.self, target) { "\($0.pageName) | \($0.mediaTypeExtension)" }
        }
        read(GetFile.self, "/files/img-cat.png") { "\($0.kind) | \($0.name)" }
        read(GetPair.self, "/pairs/ab") { "\($0.left) | \($0.right)" }
        """#

    @Test("Listed values tell where a parameter ends", .enabled(if: SwiftCompiler.isAvailable))
    func listedValuesTellWhereAParameterEnds() throws {
        // `/pairs/{left}{right}` lists no values: generation warns that the server cannot split it.
        let output = try GeneratedProgram.run(
            Self.program, against: "adjacent-path-parameters.yaml", arguments: ["--server"], allowingWarnings: true
        )
        #expect(output.status == 0)
        #expect(output.output == """
            hello | json
            archive | tarGz
            a.b | xml
            error: /blog/.json
            error: /blog/hello.txt
            img | cat.png
            ab | ab

            """)
    }
}
