import NibBytes
import XIBReader

/// What the xib fuzz target checks: any bytes read as an element tree or give an ``XIBError``.
enum XIBChecks {
    static func read(_ bytes: ByteView) -> String? {
        do {
            _ = try XIBReader.read(bytes, options: XIBReaderOptions(maximumDepth: 128, maximumElements: 1 << 16))
        } catch {
            if let line = error.line, line < 0 { return "negative line in \(error)" }
        }
        return nil
    }
}
