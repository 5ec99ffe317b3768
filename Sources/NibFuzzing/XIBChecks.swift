import NibBytes
import XIBReader

/// What the xib fuzz target checks: any bytes read as an element tree or give
/// an ``XIBError``, and wherever the plain reader reads a document, libxml2
/// reads the same tree (names, attributes, texts, lines and columns).
enum XIBChecks {
    static func read(_ bytes: ByteView) -> String? {
        let options = XIBReaderOptions(maximumDepth: 128, maximumElements: 1 << 16)
        do {
            _ = try XIBReader.read(bytes, options: options)
        } catch {
            if let line = error.line, line < 0 { return "negative line in \(error)" }
        }
        guard let plain = XIBReader.readPlain(bytes, options: options) else { return nil }
        do {
            let reference = try XIBReader.readWithLibXML2(bytes, options: options)
            return plain == reference ? nil : "the plain reader's tree differs from libxml2's"
        } catch {
            return "the plain reader read a document libxml2 refuses: \(error)"
        }
    }
}
