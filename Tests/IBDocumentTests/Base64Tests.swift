import IBDocument
import Testing
import XIBReader

/// Base64 as Interface Builder writes it, and what is not base64.
struct Base64Tests {
    @Test func decodesPaddedUnpaddedAndBrokenLines() {
        #expect(Base64.decode("SGVsbG8=") == Array("Hello".utf8))
        #expect(Base64.decode("SGVsbG8") == Array("Hello".utf8))
        #expect(Base64.decode("SGVs\n\t bG8=\n") == Array("Hello".utf8))
        #expect(Base64.decode("") == [])
    }

    /// Interface Builder 3's strings end with a lone character that holds no
    /// whole byte (File's Owner's name in the corpus's archives).
    @Test func aLastLoneCharacterIsDropped() {
        #expect(Base64.decode("RmlsZSdzIE93bmVyA") == Array("File's Owner".utf8))
        #expect(Base64.decode("MQA") == [0x31, 0x00])
    }

    @Test func anythingElseIsNotBase64() {
        #expect(Base64.decode("SGVs*bG8=") == nil)
        #expect(Base64.decode("SGVsbG8=QQ") == nil)
        #expect(Base64.decode("SGVsbé8=") == nil)
    }

    /// A `<string base64-UTF8="YES">` is its decoded text, or its own text when that is not base64.
    @Test func stringContentDecodesOrKeepsTheText() {
        let attributes = [XIBAttribute(name: "key", value: "title"), XIBAttribute(name: "base64-UTF8", value: "YES")]
        #expect(XIBElement(name: "string", attributes: attributes, text: "SGVsbG8").stringContent == "Hello")
        #expect(XIBElement(name: "string", attributes: attributes, text: "Hello, world").stringContent == "Hello, world")
        #expect(XIBElement(name: "string", text: "SGVsbG8").stringContent == "SGVsbG8")
    }
}
