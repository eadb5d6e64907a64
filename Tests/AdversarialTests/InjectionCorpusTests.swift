import Foundation
import GeneratorCore
import GeneratorDiagnostics
import TestSupport
import Testing

/// Code injection through the whole pipeline (document -> parser -> translator -> renderer -> Swift files).
///
/// The documents of `Fixtures/injection/` put hostile text (comment and string terminators, interpolations,
/// raw-string delimiters, `#if`, attributes, backticks, backslashes, control, bidirectional and invisible
/// characters) in every place a document's text reaches the output. A document `X.yaml` with a twin
/// `X.clean.yaml` (the same document with harmless text in the same places) must generate; a document without a
/// twin must be refused with located errors.
///
/// A generated document must type-check in Swift 6 mode without errors or warnings and must declare exactly what
/// its twin declares: the compiler parses both outputs (`-dump-parse`), every declaration (types, members, enum
/// cases, functions, parameters, locals) becomes its kind, names and place in the tree, the names the documents
/// gave are blanked, and the two trees must be equal. An injected declaration, a commented-out one or an import
/// would change the tree. The names that stay are the fixed vocabulary: the names in the twin's output without
/// "clean" in them (the runtime's, `init`, `CodingKeys`...). So every name a twin gives contains "clean", except
/// where the hostile document is meant to give a fixed name too (`""` in a twin where the hostile text has no letters
/// and becomes `empty`, a word the runtime also uses). Beyond that, no file may hold raw control, bidirectional or
/// invisible characters, the code outside string literals and comments must hold none of the payloads' code, and
/// the diagnostics must print as one safe line.
@Suite("Injection corpus", .enabled(if: SwiftCompiler.isAvailable))
struct InjectionCorpusTests {
    static let folder = "injection"

    /// Diagnostics a hostile document rightly gets beyond its twin's. `text.yaml`'s server URLs carry `{`...`}`
    /// payloads, which are placeholders no variable declares: the URL cannot be formed, and the warning says so.
    static let extraDiagnostics: [String: [String]] = [
        "text.yaml": Array(repeating: "server.undeclared-variable", count: 3),
    ]

    /// The hostile documents: every fixture but the twins.
    static var documents: [String] { Fixtures.files(in: folder).filter { !$0.contains(".clean.") } }

    /// What the payloads would add as code, were they not kept inside literals and comments.
    static let payloadCode = ["pwned(", "import Darwin", "#if true", "@MainActor", "/*", "*/"]

    @Test func corpusHasGeneratedAndRefusedDocuments() {
        #expect(Self.documents.filter { Self.twin(of: $0) != nil }.count >= 3)
        #expect(Self.documents.contains { Self.twin(of: $0) == nil })
    }

    @Test(arguments: documents)
    func documentGivesItsTwinsDeclarationsOrALocatedError(document: String) throws {
        try verify(document, configuration: GeneratorConfiguration())
    }

    /// With `validation: true`, the document's patterns and the keys of its parameters and properties are written
    /// into the checks of `validate(into:)` too.
    @Test func validatingDocumentGivesItsTwinsDeclarations() throws {
        var configuration = GeneratorConfiguration()
        configuration.translator.validation = true
        try verify("text.yaml", configuration: configuration)
    }

    func verify(_ document: String, configuration: GeneratorConfiguration) throws {
        let path = Fixtures.path("\(Self.folder)/\(document)")
        let hostile = Self.generate(path, configuration: configuration)
        for diagnostic in hostile.diagnostics {
            #expect(!diagnostic.description.unicodeScalars.contains { $0 == "\n" || Self.isInvisible($0) }, "\(diagnostic)")
        }
        guard let twin = Self.twin(of: document) else {
            #expect(hostile.files == nil, "\(document) has no clean twin, so it must be refused")
            #expect(hostile.diagnostics.contains { $0.severity == .error })
            for error in hostile.diagnostics where error.severity == .error {
                #expect(error.location?.file == path && (error.location?.line ?? 0) >= 1 && (error.location?.column ?? 0) >= 1, "\(error)")
            }
            return
        }
        let clean = Self.generate(Fixtures.path("\(Self.folder)/\(twin)"), configuration: configuration)
        let hostileFiles = try #require(hostile.files, "\(hostile.diagnostics)")
        let cleanFiles = try #require(clean.files, "\(clean.diagnostics)")
        #expect(hostile.diagnostics.map(\.id).sorted()
            == (clean.diagnostics.map(\.id) + (Self.extraDiagnostics[document] ?? [])).sorted())
        Self.checkText(of: hostileFiles)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resourceful-injection-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostilePaths = try Self.write(hostileFiles, to: directory.appendingPathComponent("hostile"))
        let cleanPaths = try Self.write(cleanFiles, to: directory.appendingPathComponent("clean"))

        let typecheck = try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-module-name", "Client"] + hostilePaths)
        #expect(typecheck.status == 0 && !typecheck.output.contains("warning:"), "\(typecheck.output)")

        // Each file imports Foundation, and how many model files there are depends on the names (a type shares the
        // file of the type its name begins with), so an import counts once.
        let hostileDeclarations = Self.importingOnce(try Declaration.parse(hostilePaths))
        let cleanDeclarations = Self.importingOnce(try Declaration.parse(cleanPaths))
        let all = hostileDeclarations.flatMap(\.all)
        #expect(!all.contains { $0.kind == "func_decl" && $0.names.first == "pwned" })
        for name in all.flatMap(\.names) where name.unicodeScalars.contains(where: { Self.isInvisible($0) || $0.properties.isDefaultIgnorableCodePoint }) {
            Issue.record("invisible characters in the name \(name.debugDescription)")
        }
        let vocabulary = Set(cleanDeclarations.flatMap(\.all).flatMap(\.names)).filter { !$0.lowercased().contains("clean") }
        let hostileTree = hostileDeclarations.map { $0.shape(keeping: vocabulary) }.sorted()
        let cleanTree = cleanDeclarations.map { $0.shape(keeping: vocabulary) }.sorted()
        if hostileTree != cleanTree {
            let hostileRows = hostileDeclarations.flatMap { $0.rows(keeping: vocabulary) }
            let cleanRows = cleanDeclarations.flatMap { $0.rows(keeping: vocabulary) }
            Issue.record("""
                \(document) and \(twin) declare different things.
                Only in \(document):\n\(Self.difference(hostileRows, cleanRows))
                Only in \(twin):\n\(Self.difference(cleanRows, hostileRows))
                """)
        }
        #expect(all.count > 1000, "\(all.count) declarations")
    }

    /// `declarations` with each distinct import kept once, the first time it appears.
    static func importingOnce(_ declarations: [Declaration]) -> [Declaration] {
        var imported: Set<[String]> = []
        return declarations.filter { $0.kind != "import_decl" || imported.insert($0.names).inserted }
    }

    /// The twin of `X.yaml`, `X.clean.yaml`, when there is one.
    static func twin(of document: String) -> String? {
        let url = URL(fileURLWithPath: document)
        let name = url.deletingPathExtension().lastPathComponent + ".clean." + url.pathExtension
        return Fixtures.files(in: folder).contains(name) ? name : nil
    }

    /// A generated file: its path in the output folder and its text.
    typealias File = (path: String, contents: String)

    /// Runs the generator in-process: the files, or nil when it refused the document; every diagnostic either way.
    static func generate(
        _ path: String, configuration: GeneratorConfiguration = GeneratorConfiguration()
    ) -> (files: [File]?, diagnostics: [Diagnostic]) {
        let collector = DiagnosticCollector()
        do {
            let result = try Generator(configuration: configuration).run(specAt: path, diagnostics: collector)
            return (result.files.map { ($0.path, $0.contents) }, collector.diagnostics)
        } catch {
            return (nil, collector.diagnostics + error.diagnostics.filter { !collector.diagnostics.contains($0) })
        }
    }

    /// Writes `files` under `directory` and returns the paths of the Swift files.
    static func write(_ files: [File], to directory: URL) throws -> [String] {
        try files.filter { $0.path.hasSuffix(".swift") }.map { file in
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
    }

    /// The checks that read the text: safe file names, no raw invisible characters, no payload code outside
    /// string literals and comments.
    static func checkText(of files: [File]) {
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(!file.path.hasPrefix("/") && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "\(file.path)")
            #expect(!file.path.unicodeScalars.contains { isInvisible($0) || $0.properties.isDefaultIgnorableCodePoint }, "\(file.path.debugDescription)")
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let where_ = "\(file.path):\(number + 1): \(line.debugDescription)"
                #expect(!line.unicodeScalars.contains(where: isInvisible), "raw invisible character at \(where_)")
                let code = code(of: line)
                for payload in payloadCode where code.contains(payload) {
                    Issue.record("'\(payload)' outside string literals and comments at \(where_)")
                }
            }
        }
    }

    /// True for what no generated file or diagnostic may hold raw: control characters but the line feed, line and
    /// paragraph separators, and invisible (default-ignorable) characters but the joiners and variation selectors
    /// that emoji and some scripts need in documentation.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x0A { return false }
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { return true }
        let isJoiner = value == 0x200C || value == 0x200D
        return scalar.properties.isDefaultIgnorableCodePoint && !isJoiner && !scalar.properties.isVariationSelector
    }

    /// `line` without the contents of its string literals and without its `//` comment: what the compiler reads as
    /// code. Generated literals are one-line `"..."` literals, so a line-by-line scan is enough.
    static func code(of line: Substring) -> String {
        var code = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in line.unicodeScalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false; code.append(scalar) }
            } else if scalar == "\"" {
                inString = true
                code.append(scalar)
            } else if scalar == "/", code.last == "/" {
                code.removeLast()
                break
            } else {
                code.append(scalar)
            }
        }
        return String(code)
    }

    /// The rows of `rows` that `other` lacks (as many times as they are missing), at most 30.
    static func difference(_ rows: [String], _ other: [String]) -> String {
        var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        var missing: [String] = []
        for row in rows {
            if let count = remaining[row], count > 0 { remaining[row] = count - 1 } else { missing.append(row) }
        }
        return missing.prefix(30).map { "  \($0)" }.joined(separator: "\n")
    }
}
