import NibBytes
import NIBArchive

/// The NIBArchives nested in data values that one dump has opened, so that
/// each is parsed once however many objects list its value.
///
/// Value ranges may overlap, so thousands of objects can list one data value;
/// opening its nested archive again for each of them would make dumping
/// quadratic in the file's size (`nibtool dump` of a 132 KB file: 17 s in a
/// debug build).
struct NestedArchives {
    /// By the data's place (the dumped tables keep its storage alive) and its nesting depth.
    private var opened: [Place: NIBArchiveTables?] = [:]

    private struct Place: Hashable {
        let bytes: ByteView.Place
        let depth: Int
    }

    /// The archive nested in `data`, a value of `tables`, or nil when there is
    /// none or it does not read (data that only starts like an archive is plain data).
    mutating func archive(in data: ByteView, of tables: NIBArchiveTables) -> NIBArchiveTables? {
        // Most data is not an archive: it is not remembered.
        guard NIBArchiveHeader.hasMagic(data) else { return nil }
        let place = Place(bytes: data.place, depth: tables.reader.nestingDepth)
        if let known = opened[place] { return known }
        let nested = try? tables.nestedArchive(in: data)
        opened[place] = nested
        return nested
    }
}
