import Foundation

/// The report on disk: pretty-printed JSON with sorted keys, so two reports diff line by line, and
/// dates in ISO 8601. Optional figures that were not measured are left out of the file.
extension BenchmarkReport {
    public func encodedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public init(json data: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self = try decoder.decode(BenchmarkReport.self, from: data)
    }
}
