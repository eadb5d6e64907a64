import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GeneratorDiagnostics
import OpenAPIParser
import YAMLTree

/// `resourceful bench-parse <spec>`: times how long reading a document takes, for `Scripts/bench-load`.
/// Not part of the documented interface.
///
/// By default it times the whole parse (reading, loading and resolving every file). With `--bare` it times only
/// reading the same files and libyaml's event parse of each: the baseline the parser is measured against.
struct BenchParse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-parse",
        abstract: "Time the parse of a document (for benchmarks).",
        shouldDisplay: false
    )

    @Argument(help: "The OpenAPI document.")
    var spec: String

    @Flag(help: "Time only reading the files the document reads and libyaml's event parse of each.")
    var bare = false

    @Flag(help: "Time both, alternating bare and full runs, so that both medians come from the same moments.")
    var both = false

    @Option(help: "How many runs (of each); the median is printed.")
    var runs = 5

    @Flag(help: "Time only the YAML loading of the root file (node trees, no OpenAPI decoding).")
    var loadOnly = false

    func runLoadOnly() throws {
        guard let bytes = Self.read(spec) else { throw ValidationError("cannot read \(spec)") }
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now()
            let nodes = try YAMLLoader.load(bytes, path: spec)
            times.append(seconds(since: start))
            withExtendedLifetime(nodes) {}
        }
        let sorted = times.sorted()
        print("bench-parse: \(spec): load median \(String(format: "%.4f", sorted[sorted.count / 2])) s"
            + " min \(String(format: "%.4f", sorted[0])) s (\(runs) runs)")
    }

    func run() throws {
        if loadOnly { return try runLoadOnly() }
        let parser = OpenAPIParser(options: ParserOptions(allowReferencesOutsideRoot: true))
        let runs = max(self.runs, 1)
        var bareTimes: [Double] = [], parseTimes: [Double] = []
        var files = 0, bytes = 0
        var paths: [String] = []
        if bare || both {
            // One untimed parse finds the files. A bare run covers what any reader of them must do: read each file
            // and run libyaml over it (for DigitalOcean's 2,900 small files, the reading is a real part).
            let outcome = try parser.decode(fileAt: spec, diagnostics: DiagnosticCollector())
            let folder = (spec as NSString).deletingLastPathComponent
            paths = outcome.document.sourceFiles.map { key in
                key.hasPrefix("/") ? key : (folder.isEmpty ? key : folder + "/" + key)
            }
            files = paths.count
        }
        for _ in 0..<runs {
            if bare || both {
                let start = DispatchTime.now()
                bytes = 0
                for path in paths {
                    guard let text = Self.read(path) else { throw ValidationError("cannot read \(path)") }
                    bytes += text.count
                    _ = try YAMLLoader.bareParse(text)
                }
                bareTimes.append(seconds(since: start))
            }
            if !bare || both {
                let start = DispatchTime.now()
                let outcome = try parser.decode(fileAt: spec, diagnostics: DiagnosticCollector())
                parseTimes.append(seconds(since: start))
                files = outcome.document.filesRead
                withExtendedLifetime(outcome) {}  // freed after the clock stopped
            }
        }
        var parts: [String] = []
        for (name, times) in [("bare", bareTimes), ("parse", parseTimes)] where !times.isEmpty {
            let sorted = times.sorted()
            parts.append("\(name) median \(String(format: "%.4f", sorted[sorted.count / 2])) s"
                + " min \(String(format: "%.4f", sorted[0])) s")
        }
        print("bench-parse: \(spec): " + parts.joined(separator: ", ") + " (\(runs) runs), \(files) files"
            + (bytes > 0 ? ", \(bytes) bytes" : ""))
    }

    /// A whole file with plain POSIX calls, as the parser reads it.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let read = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
                if read <= 0 { break }
                count += read
            }
        }
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
