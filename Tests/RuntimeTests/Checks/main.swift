// Runs the runtime checks against the recorder whose port is in RECORDER_PORT (see run.sh).
//
//   RECORDER_PORT=12345 ./runtime-tests [FILTER]
import Foundation

@main
struct RuntimeTests {
    @MainActor
    static func main() async {
        guard let port = ProcessInfo.processInfo.environment["RECORDER_PORT"].flatMap(Int.init) else {
            print("RECORDER_PORT is not set: start Tests/Servers/recorder.py and pass its port")
            exit(2)
        }
        let recorder = Recorder(port: port)
        let harness = Harness(filter: CommandLine.arguments.dropFirst().first)
        await parameterChecks(harness, recorder)
        await bodyChecks(harness, recorder)
        await responseChecks(harness, recorder)
        await securityChecks(harness, recorder)
        await middlewareChecks(harness, recorder)
        await transportChecks(harness, recorder)
        await eventChecks(harness, recorder)
        await jsonLinesChecks(harness, recorder)
        await paginationChecks(harness, recorder)
        await serverChecks(harness)
        print("\(harness.passed) passed, \(harness.failed) failed")
        exit(harness.failed == 0 && harness.passed > 0 ? 0 : 1)
    }
}
