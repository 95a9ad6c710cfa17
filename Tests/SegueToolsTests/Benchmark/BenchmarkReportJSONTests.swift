import Testing
@testable import SegueTools
import Foundation
import UIKitTesting

/// The report file: pretty JSON, keys sorted, the date in ISO 8601, unmeasured figures left out, and
/// read back to the same report.
@Suite struct BenchmarkReportJSONTests {
    @Test func roundTripsToTheSameReport() throws {
        // Precondition
        let report = BenchmarkSampleReport.report
        // Action
        let decoded = try BenchmarkReport(json: try report.encodedJSON())
        // Assertion
        #expect(decoded == report)
        #expect(decoded.scenes[1].serverFinished.baseline == nil)
        #expect(decoded.scenes[0].composedLayers?.cachedPixels == 512_000)
        #expect(decoded.scenes[0].serverFinished.ratioP50.map { isRelativelyClose($0, 1.2345) } == true)
    }

    @Test func keysAreSortedAndTheDateIsISO8601() throws {
        // Precondition / Action
        let text = String(decoding: try BenchmarkSampleReport.report.encodedJSON(), as: UTF8.self)
        // Assertion: the top-level keys in alphabetical order, one per line at the first indent.
        let topLevel = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }
            .map { $0.dropFirst(3).prefix { $0 != "\"" } }
        #expect(topLevel == ["commandLine", "date", "idle", "machine", "memory", "pacedStages", "resources", "scenes"])
        #expect(text.contains("\"date\" : \"2026-01-01T00:00:00Z\""))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func unmeasuredFiguresAreLeftOut() throws {
        // Precondition: the full scene has latency, damage and server CPU; the partial one none.
        // Action
        let text = String(decoding: try BenchmarkSampleReport.report.encodedJSON(), as: UTF8.self)
        // Assertion: once each — for the full scene only; the idle section has no server CPU either.
        #expect(text.components(separatedBy: "\"latency\"").count - 1 == 1)
        #expect(text.components(separatedBy: "\"damageFraction\"").count - 1 == 1)
        #expect(text.components(separatedBy: "\"composedLayers\"").count - 1 == 1)
        #expect(text.components(separatedBy: "\"serverPercent\"").count - 1 == 1)
        #expect(!text.contains("serverCPUPercent"))
    }
}
