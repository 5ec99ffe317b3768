import NibBytes

/// The UTF-8 bytes of a graph's strings as byte views, each string's made
/// once: a graph may hold one string (the same `String`) for many values,
/// and a writer that stores it for each should share one copy of its bytes
/// until it writes them.
///
/// Strings are found by identity (``StringIdentityTable``), so only strings
/// the graph holds may go in.
struct StringBytes {
    private var table = StringIdentityTable()
    private var views: [ByteView] = []

    /// The UTF-8 bytes of `text`.
    mutating func view(of text: String) -> ByteView {
        let number = table.number(of: text) {
            views.append(ByteView(copying: Array(text.utf8)))
            return views.count - 1
        }
        return views[number]
    }
}
