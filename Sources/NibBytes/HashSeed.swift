/// The seed of the project's own hash tables (``StringTable``, the archive
/// writers' string and number tables): drawn at random once per process, as
/// Swift's `Hasher` seeds itself, so no document can be made to collide
/// without knowing it. One draw, not one per table: each draw is a
/// `getrandom` system call, and a compile makes several tables.
public enum HashSeed {
    public static let process = UInt64.random(in: 0...UInt64.max)
}
