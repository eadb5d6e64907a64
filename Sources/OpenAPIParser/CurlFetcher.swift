#if canImport(FoundationNetworking)
import Foundation
import GeneratorDiagnostics

/// Fetches a remote document by running `curl`, where `URLSession` lives in FoundationNetworking (Linux).
///
/// Linking FoundationNetworking loads libcurl and about thirty libraries more (TLS, Kerberos, LDAP, compression)
/// into every run of the generator: 10 ms of start-up and 7 MiB of memory, for an option few documents need. `curl`
/// itself is run only when a document has a remote reference and `--allow-remote-refs` is given.
enum CurlFetcher {
    /// The body of a successful (2xx) response, or a message saying what went wrong.
    static func fetch(
        _ address: String, accept: String, timeout: Double, maxBytes: Int
    ) -> Result<[UInt8], RemoteFetcher.FetchError> {
        let seconds = wholeSeconds(timeout)
        return run([
            // `-q` first: no ~/.curlrc. Only http(s), also after redirects; no globbing of `[]` and `{}`.
            "curl", "-q", "--silent", "--show-error", "--location", "--max-redirs", "10",
            "--proto", "=http,https", "--proto-redir", "=http,https", "--globoff",
            "--connect-timeout", seconds, "--max-time", seconds, "--max-filesize", String(maxBytes),
            "--header", "Accept: \(accept)",
            // The status follows the body on the last line.
            "--write-out", "\n%{http_code}", address,
        ], timeout: timeout, maxBytes: maxBytes)
    }

    /// Runs `command` (found on the `PATH`) as curl, and reads what it writes; stops it when its output grows over
    /// `maxBytes` or when it is still running two seconds after `timeout`.
    static func run(_ command: [String], timeout: Double, maxBytes: Int) -> Result<[UInt8], RemoteFetcher.FetchError> {
        let seconds = wholeSeconds(timeout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            let reason = error.localizedDescription
            return .failure(.init(
                message: "curl could not be run (\(reason)); it fetches remote references on this system"))
        }
        // curl starts with the signal mask of the thread that spawned it, and a dispatch queue's threads block SIGTERM
        // (and the alarms curl may time itself with): it is stopped with SIGKILL, when the body grows over the limit,
        // or when it has not finished two seconds after its timeout.
        let state = Locked(Run.running)
        let pid = process.processIdentifier
        let stop = { @Sendable (reason: Run) in
            state.withLock { run in
                guard case .running = run else { return }
                kill(pid, SIGKILL)
                run = reason
            }
        }
        let watchdog = DispatchWorkItem { stop(.timedOut) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 2, execute: watchdog)
        // Read as it arrives, and stop a body larger than the limit, which a server need not announce.
        var bytes: [UInt8] = []
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            bytes += chunk
            if bytes.count > maxBytes + 8 {
                stop(.tooLarge)
                break
            }
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Both pipes are closed: curl has ended. Once it is reaped its process number may be reused, so nothing may
        // be sent to it any more.
        watchdog.cancel()
        let run = state.withLock { run in
            if case .running = run { run = .finished }
            return run
        }
        process.waitUntilExit()
        switch run {
        case .tooLarge: return .failure(.init(message: "larger than the limit of \(maxBytes) bytes"))
        case .timedOut: return .failure(.init(message: "timed out after \(seconds) seconds"))
        case .running, .finished: break
        }
        return result(
            status: process.terminationStatus, output: bytes, message: message, timeout: seconds, maxBytes: maxBytes)
    }

    /// `timeout` as curl's options take it: whole seconds, at least one.
    private static func wholeSeconds(_ timeout: Double) -> String { String(max(1, Int(timeout.rounded(.up)))) }

    /// Where a run of curl is, and why it was stopped.
    private enum Run: Sendable {
        case running, finished, tooLarge, timedOut
    }

    /// What came of a run of curl: its exit status, its output (body, then a line with the HTTP status) and its
    /// error message.
    static func result(
        status: Int32, output: [UInt8], message: String, timeout: String, maxBytes: Int
    ) -> Result<[UInt8], RemoteFetcher.FetchError> {
        switch status {
        case 0:
            guard let newline = output.lastIndex(of: UInt8(ascii: "\n")),
                  let code = Int(String(decoding: output[(newline + 1)...], as: UTF8.self)) else {
                return .failure(.init(message: "no response"))
            }
            guard (200..<300).contains(code) else { return .failure(.init(message: "HTTP status \(code)")) }
            return .success(Array(output[..<newline]))
        case 127:
            return .failure(.init(message: "curl is not installed; it fetches remote references on this system"))
        case 28:
            return .failure(.init(message: "timed out after \(timeout) seconds"))
        case 63:
            return .failure(.init(message: "larger than the limit of \(maxBytes) bytes"))
        default:
            // "curl: (7) Failed to connect to ...": the text after the code.
            var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("curl: ("), let close = text.firstIndex(of: ")") {
                text = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            }
            return .failure(.init(message: text.isEmpty ? "curl failed with status \(status)" : text))
        }
    }
}
#endif
