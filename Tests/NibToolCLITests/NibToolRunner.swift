import Foundation
import TestSupport

/// Runs the built `nibtool` executable and captures what it prints.
struct NibToolRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
        let standardOutputData: Data
    }

    /// The `nibtool` binary next to the test bundle in the build folder.
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("nibtool")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var corpus: URL { SharedCorpus.root }
    static var corpusShouldRun: Bool { SharedCorpus.shouldRun }

    static func run(_ arguments: [String], input: Data? = nil, executable: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        // Standard error goes to a file, so a child writing much to both streams cannot block.
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-stderr-\(UUID())")
        guard FileManager.default.createFile(atPath: errorPath.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errorPath)
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            try inputPipe.fileHandleForWriting.write(contentsOf: input)
            try inputPipe.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = try Data(contentsOf: errorPath)
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self),
                      standardOutputData: outData)
    }

    /// Runs `nibtool dump --format json FILE` and parses the JSON.
    static func dumpJSON(_ path: String) throws -> [String: Any] {
        let result = try run(["dump", "--format", "json", path])
        guard result.status == 0 else { throw DumpFailed(message: result.standardError) }
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
    }

    struct DumpFailed: Error { let message: String }
}

/// Small accessors over parsed JSON dumps.
extension Dictionary where Key == String, Value == Any {
    func object(_ index: Int) -> [String: Any] { (self["objects"] as! [[String: Any]])[index] }
    var values: [[String: Any]] { self["values"] as! [[String: Any]] }
    func value(_ key: String) -> [String: Any]? { values.first { $0["key"] as? String == key } }
}
