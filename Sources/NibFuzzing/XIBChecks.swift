import NibBytes
import XIBReader

/// What the xib fuzz target checks: any bytes read as an element tree or give
/// an ``XIBError``, and wherever the plain reader reads or refuses a document,
/// libxml2 reads the same tree (names, attributes, texts, lines and columns)
/// or gives the same error.
enum XIBChecks {
    static func read(_ bytes: ByteView) -> String? {
        let options = XIBReaderOptions(maximumDepth: 128, maximumElements: 1 << 16)
        do {
            _ = try XIBReader.read(bytes, options: options)
        } catch {
            if let line = error.line, line < 0 { return "negative line in \(error)" }
        }
        guard let plain = XIBReader.readPlain(bytes, options: options) else { return nil }
        let reference: Result<XIBElement, XIBError>
        do {
            reference = .success(try XIBReader.readWithLibXML2(bytes, options: options))
        } catch {
            reference = .failure(error)
        }
        switch (plain, reference) {
        case (.success(let tree), .success(let expected)):
            return tree == expected ? nil : "the plain reader's tree differs from libxml2's"
        case (.failure(let error), .failure(let expected)):
            return error == expected ? nil : "the plain reader's error \(error) is not libxml2's \(expected)"
        case (.success, .failure(let expected)):
            return "the plain reader read a document libxml2 refuses: \(expected)"
        case (.failure(let error), .success):
            return "the plain reader refused a document libxml2 reads: \(error)"
        }
    }
}
