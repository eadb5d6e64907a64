import Foundation

/// Fetches remote documents for `http(s)` references. Used only when ``ParserOptions/allowRemoteReferences`` is
/// set; the parse waits for each fetch (documents are few and small, and a parse is synchronous).
///
/// Where `URLSession` is part of Foundation (Apple platforms) it fetches; elsewhere ``CurlFetcher`` runs `curl`,
/// so that the generator does not load FoundationNetworking and libcurl on every run.
enum RemoteFetcher {
    static let accept = "application/yaml, application/json;q=0.9, */*;q=0.5"

    /// The body of a successful (2xx) response, or a message saying what went wrong.
    static func fetch(_ address: String, timeout: Double, maxBytes: Int) -> Result<[UInt8], FetchError> {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return .failure(FetchError(message: "not an http(s) URL")) }
        #if canImport(FoundationNetworking)
        return CurlFetcher.fetch(url.absoluteString, accept: accept, timeout: timeout, maxBytes: maxBytes)
        #else
        return sessionFetch(url, timeout: timeout)
        #endif
    }

    #if !canImport(FoundationNetworking)
    private static func sessionFetch(_ url: URL, timeout: Double) -> Result<[UInt8], FetchError> {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue(accept, forHTTPHeaderField: "Accept")

        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                outcome.result = .failure(FetchError(message: error.localizedDescription))
            } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                outcome.result = .failure(FetchError(message: "HTTP status \(http.statusCode)"))
            } else {
                outcome.result = .success(Array(data ?? Data()))
            }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout + 1) == .timedOut {
            task.cancel()
            return .failure(FetchError(message: "timed out after \(Int(timeout)) seconds"))
        }
        return outcome.result ?? .failure(FetchError(message: "no response"))
    }

    /// Written once by the completion handler before the semaphore is signalled, read after the wait.
    private final class Outcome: @unchecked Sendable {
        var result: Result<[UInt8], FetchError>?
    }
    #endif

    /// `reference` read against the URL `base` (both without fragment), its dot segments removed as RFC 3986 (5.2)
    /// says for an absolute reference too, so that one file has one key (`https://x/a/../b.yaml` is
    /// `https://x/b.yaml`) and is fetched once.
    static func resolve(_ reference: String, against base: String) -> String? {
        guard let baseURL = URL(string: base), let url = URL(string: reference, relativeTo: baseURL) else { return nil }
        return url.absoluteURL.standardized.absoluteString
    }

    struct FetchError: Error {
        var message: String
    }
}
