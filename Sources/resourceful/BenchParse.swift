import ArgumentParser
import Foundation
import GeneratorDiagnostics
import OpenAPIParser
import YAMLTree

/// `resourceful bench-parse <spec>`: times how long reading a document takes, for `Scripts/bench-load`.
/// Not part of the documented interface.
///
/// By default it times the whole parse (reading, loading and resolving every file). With `--bare` it times only
/// libyaml's event parse of the same files, already in memory: the baseline the parser is measured against.
struct BenchParse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-parse",
        abstract: "Time the parse of a document (for benchmarks).",
        shouldDisplay: false
    )

    @Argument(help: "The OpenAPI document.")
    var spec: String

    @Flag(help: "Time only libyaml's event parse of the files the document reads.")
    var bare = false

    @Option(help: "How many runs; the median is printed.")
    var runs = 5

    func run() throws {
        let parser = OpenAPIParser(options: ParserOptions(allowReferencesOutsideRoot: true))
        var times: [Double] = []
        var files = 0, bytes = 0
        if bare {
            // One untimed parse finds the files; their bytes are read before the clock starts.
            let outcome = try parser.decode(fileAt: spec, diagnostics: DiagnosticCollector())
            let folder = (spec as NSString).deletingLastPathComponent
            let contents = outcome.document.sourceFiles.compactMap { key -> [UInt8]? in
                let path = key.hasPrefix("/") ? key : (folder.isEmpty ? key : folder + "/" + key)
                return FileManager.default.contents(atPath: path).map { Array($0) }
            }
            files = contents.count
            bytes = contents.reduce(0) { $0 + $1.count }
            for _ in 0..<max(runs, 1) {
                let start = DispatchTime.now()
                for text in contents { _ = try YAMLLoader.bareParse(text) }
                times.append(seconds(since: start))
            }
        } else {
            for _ in 0..<max(runs, 1) {
                let start = DispatchTime.now()
                let outcome = try parser.decode(fileAt: spec, diagnostics: DiagnosticCollector())
                times.append(seconds(since: start))
                files = outcome.document.filesRead
                withExtendedLifetime(outcome) {}  // freed after the clock stopped
            }
        }
        let median = times.sorted()[times.count / 2]
        let mode = bare ? "bare" : "parse"
        print("bench-parse: \(spec): \(mode) median \(String(format: "%.4f", median)) s (\(times.count) runs), \(files) files"
            + (bare ? ", \(bytes) bytes" : ""))
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
