import NibBytes
import NibToolCLI
import UIKitCompiler
import XIBReader

/// XLIFF 1.2, the exchange format of translation tools: `--export-xliff`
/// writes a document's localizable texts as `<trans-unit>`s keyed like the
/// `.strings` file (`OBJECTID.PROPERTY`), and `--import-xliff` reads the
/// `<target>`s of a translated copy back as translations to compile with.
enum XLIFF {
    /// The XLIFF file of `strings` from the document named `original`
    /// (its file name), in `sourceLanguage`, with an empty `target-language`
    /// slot filled when `targetLanguage` is given.
    static func file(_ strings: [LocalizableString], original: String, sourceLanguage: String, targetLanguage: String?) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(escaped(original))" source-language="\(escaped(sourceLanguage))"
            """
        if let targetLanguage { out += " target-language=\"\(escaped(targetLanguage))\"" }
        out += """
             datatype="plaintext">
                <header>
                  <tool tool-id="swift-nib.ibtool" tool-name="ibtool" tool-version="\(IBTool.shortBundleVersion)"/>
                </header>
                <body>

            """
        for string in strings {
            out += """
                      <trans-unit id="\(escaped(string.key))" xml:space="preserve">
                        <source>\(escaped(string.text))</source>
                        <note>Class = "\(escaped(string.className))"; \(escaped(string.property)) = "\(escaped(string.text))"; ObjectID = "\(escaped(string.objectID))";</note>
                      </trans-unit>

                """
        }
        out += """
                </body>
              </file>
            </xliff>

            """
        return Array(out.utf8)
    }

    /// `text` as XML character data, with quotes, line breaks and tabs as
    /// references so attribute values keep them too.
    static func escaped(_ text: String) -> String {
        XMLEscaping.escaped(text, whiteSpaceAsReferences: true)
    }

    /// The translations of the XLIFF file at `path`: each `<trans-unit>` that
    /// has a `<target>`, by its `id`. Texts keep their white space.
    static func translations(in path: String) throws(CLIError) -> [String: String] {
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: path))
        } catch {
            throw CLIError(path: path, message: "cannot read the XLIFF file: \(error)")
        }
        let root: XIBElement
        do {
            root = try XIBReader.read(bytes, options: XIBReaderOptions(keepsWhiteSpace: true))
        } catch {
            let place = [error.line, error.column].compactMap { $0.map(String.init) }
            throw CLIError(path: ([path] + place).joined(separator: ":"), message: "not an XLIFF file: \(error.message)")
        }
        guard root.name == "xliff" else {
            throw CLIError(path: "\(path):\(root.line):\(root.column)", message: "not an XLIFF file: the root element is <\(root.name)>, not <xliff>")
        }
        var translations: [String: String] = [:]
        func visit(_ element: XIBElement) throws(CLIError) {
            if element.name == "trans-unit" {
                guard let id = element[attribute: "id"] else {
                    throw CLIError(path: "\(path):\(element.line):\(element.column)", message: "a <trans-unit> has no id")
                }
                if let target = element.children.first(where: { $0.name == "target" }) { translations[id] = target.text }
                return
            }
            for child in element.children { try visit(child) }
        }
        try visit(root)
        return translations
    }
}
