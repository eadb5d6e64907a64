import Foundation
import Testing

@testable import GeneratorCore
import GeneratorDiagnostics

/// ``OutputWriter`` on a scratch folder: what it writes, keeps, removes and leaves alone.
@Suite("Output writer")
struct OutputWriterTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("resourceful-writer-\(UUID().uuidString)")

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the folder, relative, sorted (the manifest included).
    func listing() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test func writesNestedFilesInParallelAndLeavesNoTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = (0..<200).map { (path: "Models/Deep/T\($0).swift", contents: "struct T\($0) {}\n") }
            + [(path: "Top.swift", contents: "// ü ✓\n")]
        let summary = try OutputWriter(directory: folder).write(files)
        #expect(summary.written.count == 201 && summary.unchanged.isEmpty && summary.removed.isEmpty)
        #expect(contents("Models/Deep/T7.swift") == "struct T7 {}\n")
        #expect(contents("Top.swift") == "// ü ✓\n")
        #expect(try listing() == ([OutputWriter.manifestName] + files.map(\.path)).sorted())
    }

    @Test func rewritesOnlyChangedFilesAndRemovesOnlyItsOwnStaleFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([(path: "A.swift", contents: "a"), (path: "Old/B.swift", contents: "b")])
        try Data("mine".utf8).write(to: folder.appendingPathComponent("Mine.swift"))

        let summary = try writer.write([(path: "A.swift", contents: "a"), (path: "C.swift", contents: "c")])
        #expect(summary.unchanged == ["A.swift"])
        #expect(summary.written == ["C.swift"])
        #expect(summary.removed == ["Old/B.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Old").path))
        #expect(contents("Mine.swift") == "mine")
        #expect(try listing() == [OutputWriter.manifestName, "A.swift", "C.swift", "Mine.swift"].sorted())
    }

    @Test func removesFoldersLeftEmptyAndKeepsFoldersThatHoldAnythingElse() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder)
        let stale = (0..<50).map { (path: "Models/Deep/T\($0).swift", contents: "") }
            + [(path: "Gone/Deeper/Deepest/X.swift", contents: ""), (path: "Kept/Y.swift", contents: ""),
               (path: "Folder.swift", contents: "")]
        _ = try writer.write(stale + [(path: "Models/Stays.swift", contents: "s")])
        try Data("mine".utf8).write(to: folder.appendingPathComponent("Kept/Mine.swift"))
        // A folder someone made where a generated file was is not the generator's to remove.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Folder.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.swift/Inside"),
                                                withIntermediateDirectories: true)

        let summary = try writer.write([(path: "Models/Stays.swift", contents: "s")])
        #expect(summary.removed.count == 52 && !summary.removed.contains("Folder.swift"))
        #expect(summary.unchanged == ["Models/Stays.swift"])
        for gone in ["Models/Deep", "Gone"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(gone).path), "\(gone)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Folder.swift/Inside").path))
        #expect(try listing() == [OutputWriter.manifestName, "Kept/Mine.swift", "Models/Stays.swift"].sorted())
    }

    @Test func foldersOfRelativePathsAreFoundationsFolders() {
        for path in ["Servers.swift", "Endpoints/Pets+Endpoints.swift", "a/b/c.swift", "Models/Größe.swift", "名前/型.swift"] {
            #expect(OutputWriter.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test func comparesWholeContentsNotSizes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder)
        _ = try writer.write([(path: "Same.swift", contents: "abcd"), (path: "Empty.swift", contents: ""),
                              (path: "Grows.swift", contents: "ab")])
        let summary = try writer.write([(path: "Same.swift", contents: "abce"), (path: "Empty.swift", contents: ""),
                                        (path: "Grows.swift", contents: "abc")])
        #expect(summary.written == ["Same.swift", "Grows.swift"])
        #expect(summary.unchanged == ["Empty.swift"])
        #expect(contents("Same.swift") == "abce" && contents("Grows.swift") == "abc" && contents("Empty.swift") == "")
    }

    @Test func failuresSayWhichFileAndWhy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let tooLong = String(repeating: "x", count: 300) + ".swift"
        let error = try #require(throws: DiagnosticError.self) {
            try OutputWriter(directory: folder).write([(path: tooLong, contents: "x")])
        }
        #expect(error.description == "error: cannot write '\(folder.path)/\(tooLong)': File name too long [write.failed]")
        try Data("x".utf8).write(to: folder.appendingPathComponent("File"))
        let notFolder = try #require(throws: DiagnosticError.self) {
            try OutputWriter(directory: folder.appendingPathComponent("File")).write([(path: "A.swift", contents: "x")])
        }
        #expect(notFolder.description.hasPrefix("error: cannot create the folder '\(folder.path)/File': "), "\(notFolder)")
    }

    @Test func refusesPathsOutsideTheFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["../escape.swift", "/abs.swift", "a//b.swift", "", "Models/../../up.swift"] {
            let error = try #require(throws: DiagnosticError.self) {
                try OutputWriter(directory: folder).write([(path: path, contents: "x")])
            }
            #expect(error.description == "error: refusing to write '\(path)': generated paths are relative and stay "
                + "inside the output folder [write.invalidPath]")
        }
        // Nothing is written, not even the files before the refused one.
        let refused = #expect(throws: DiagnosticError.self) {
            try OutputWriter(directory: folder).write([(path: "A.swift", contents: "x"), (path: "../B.swift", contents: "x")])
        }
        #expect(refused != nil)
        #expect(contents("A.swift") == nil)
    }
    @Test("A linked folder inside the output is neither written into nor emptied: its files are elsewhere")
    func leavesLinkedFoldersAlone() throws {
        let elsewhere = folder.appendingPathExtension("elsewhere")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("v.txt"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("lnk"), withDestinationURL: elsewhere)
        // A manifest that lists a file through the link (as a forged one would).
        try Data("lnk/v.txt\n".utf8).write(to: folder.appendingPathComponent(OutputWriter.manifestName))
        let summary = try OutputWriter(directory: folder).write([(path: "A.swift", contents: "a")])
        #expect(summary.removed.isEmpty)
        #expect(FileManager.default.contents(atPath: elsewhere.appendingPathComponent("v.txt").path) == Data("keep".utf8))
        let error = try #require(throws: DiagnosticError.self) {
            try OutputWriter(directory: folder).write([(path: "lnk/Models/B.swift", contents: "b")])
        }
        #expect(error.description.contains("it is a symbolic link"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Models").path))
    }
}
