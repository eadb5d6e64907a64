// Answers: output structs with headers, inline bodies, optional answers, Response enums, bytes.
import Foundation

@MainActor
func answerChecks() async {
    await harness.check("answer with a documented header: body and X-Total-Count") {
        let output = try await client.listItems(limit: 3)
        try expectEqual(output.body.map(\.id), ["i0", "i1", "i2"])
        try expectEqual(output.totalCount, 40)
    }

    await harness.check("failures built with their answers: no body, a text body, documented headers, a range's status") {
        for (limit, expected) in [(0, 400), (418, 418), (429, 429), (499, 409)] {
            let error = try await expectError { try await client.listItems(limit: limit) }
            guard let failure = error as? ListItems.Failure else { throw unexpected(error, "ListItems.Failure") }
            try expectEqual(failure.response.status, expected)
            switch failure {
            case .badRequest(let output, _):
                try expectEqual(limit, 0)
                try expectEqual(output.requestID, "r-0")
            case .status418(let text, _): try expectEqual(text, "I'm a teapot")
            case .tooManyRequests(let output, let response):
                try expectEqual(output.body.message, "slow down")
                try expectEqual(output.retryAfter, 30)
                try expectEqual(output.rateLimitLimit, nil)
                try expectEqual(response.header("X-RateLimit-Limit"), nil)
            case .clientError(let body, _): try expectEqual(body.message, "busy")
            case .default: throw unexpected(error, "a documented case")
            }
        }
    }

    await harness.check("inline object answer for a 2XX range, with an open enum's unknown value") {
        let statistics = try await client.getStatistics()
        try expectEqual(statistics.count, 3)
        try expectEqual(statistics.mood?.rawValue, "curious")
    }

    await harness.check("optional answer: 200 with a body, or 204 without") {
        try expectEqual(try await client.findItem(name: "lamp")?.name, "lamp")
        try expectEqual(try await client.findItem(name: "nothing") == nil, true, "nil answer")
    }

    await harness.check("Response enum: each case answered with its own status, body and header") {
        jobAnswer.value = .created(Item(id: "j1", name: "Job", price: nil, tags: nil))
        guard case .created(let item) = try await client.startJob() else { throw CheckFailure(description: "not created") }
        try expectEqual(item.id, "j1")
        jobAnswer.value = .accepted(StartJob.AcceptedOutput(body: StartJob.AcceptedBody(ticket: "t-9"), retryAfter: 30))
        guard case .accepted(let accepted) = try await client.startJob() else { throw CheckFailure(description: "not accepted") }
        try expectEqual(accepted.body.ticket, "t-9")
        try expectEqual(accepted.retryAfter, 30)
        jobAnswer.value = .noContent
        guard case .noContent = try await client.startJob() else { throw CheckFailure(description: "not noContent") }
    }

    await harness.check("binary answer") {
        try expectEqual(try await client.downloadImage(), Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]))
    }
}
