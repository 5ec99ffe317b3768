/// A problem with one scanned file, folder or archive: its address and what went wrong.
///
/// The address is the input as given, then `//` and the path inside it
/// (`App.ipa//Payload/App.app/Base.lproj/View.nib/runtime.nib`); the message
/// carries the byte offset when the underlying reader gave one.
public struct ScanError: Error, Sendable, Hashable, CustomStringConvertible {
    public let address: String
    public let message: String

    public init(address: String, message: String) {
        self.address = address
        self.message = message
    }

    /// `ADDRESS: error: MESSAGE`, the line `nibtool` prints.
    public var description: String { "\(address): error: \(message)" }
}
