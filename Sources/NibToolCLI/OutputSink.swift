/// Where a command's text goes: written to standard output in chunks, so
/// memory stays small, and cut off with an error once it passes the
/// ``OutputBudget`` of the input.
struct OutputSink {
    static let chunkSize = 1 << 16

    let path: String
    let limit: Int
    private(set) var written = 0
    private var pending = ""

    init(path: String, inputSize: Int) {
        self.path = path
        self.limit = OutputBudget.bytes(forInputSize: inputSize)
    }

    /// Takes `text` (leaving it empty), writing when enough has gathered.
    mutating func take(_ text: inout String) throws(CLIError) {
        written += text.utf8.count
        pending += text
        text = ""
        guard written <= limit else {
            flush()
            throw CLIError(path: path, message: "output stopped after \(limit) bytes, \(OutputBudget.bytesPerInputByte) times the "
                           + "input: the file repeats long names or values many times (try 'nibtool info')")
        }
        if pending.utf8.count >= Self.chunkSize { flush() }
    }

    /// Hands `text` over as `take` does, but only once it holds at least
    /// `chunkSize` bytes. Renderers call this between lines, so the text they
    /// build stays near one chunk and the budget stops a hostile file early.
    mutating func takeIfFull(_ text: inout String) throws(CLIError) {
        if text.utf8.count >= Self.chunkSize { try take(&text) }
    }

    /// Writes what has gathered.
    mutating func flush() {
        Output.standardOutput(pending)
        pending = ""
    }
}
