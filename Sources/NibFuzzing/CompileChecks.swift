import IBDocument
import NibBytes
import NibCompiler
import NibGraph
import NibRender
import XIBReader

/// What the compile fuzz target checks: any bytes compile or fail with an
/// ``IBDocumentError`` or error diagnostics; what compiles (a xib's nib, a
/// storyboard's nibs) is NIBArchives (keyed archives for Mac Interface Builder 3
/// archives) that decode, re-encode to the same bytes and instantiate. The document is also drawn (``DocumentLayout``), which
/// takes the Mac Interface Builder 3 archives no compiler takes.
enum CompileChecks {
    static func compile(_ bytes: ByteView) -> String? {
        if let layout = try? DocumentLayout.layout(bytes: bytes, path: "fuzz.xib"), layout.pictures.count > bytes.count {
            return "\(layout.pictures.count) pictures from \(bytes.count) bytes"
        }
        let options = NibCompilerOptions(readerOptions: XIBReaderOptions(maximumDepth: 128, maximumElements: 1 << 16))
        let output: NibCompiler.Output
        do {
            output = try NibCompiler.compile(bytes, path: "fuzz.xib", options: options)
        } catch {
            if let line = error.line, line < 0 { return "negative line in \(error)" }
            return nil
        }
        if output.hasErrors { return nil }
        // A xib's nib, or each nib of a storyboard's folder.
        let nibs = output.directory.map { files in files.filter { $0.name.hasSuffix(".nib") }.map(\.bytes) } ?? [output.bytes]
        for bytes in nibs {
            let nib = ByteView(copying: bytes)
            // Mac Interface Builder 3 archives compile to keyed archives, the rest to NIBArchives.
            let keyed = bytes.starts(with: Array("bplist00".utf8))
            if keyed, (try? NibGraph(keyedArchiveBytes: nib)) == nil { return "the compiled keyed archive does not decode" }
            if let finding = keyed ? GraphChecks.keyedRoundTrip(nib) : NIBArchiveChecks.roundTrip(nib) {
                return "compiled nib: \(finding)"
            }
            if let finding = InstantiationChecks.instantiate(nib) { return "compiled nib: \(finding)" }
        }
        return nil
    }
}
