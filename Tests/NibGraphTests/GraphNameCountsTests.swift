import NibGraph
import Testing

/// Name counts by string identity, merged by name.
struct GraphNameCountsTests {
    @Test func oneStringIsOneNumberAndEqualNamesMerge() {
        // Two strings of one long name built separately (different storage), and one shared by many uses.
        let long = String(repeating: "CustomView", count: 100)
        let again = String(repeating: "CustomView", count: 100)
        let short = "UIView"
        var counts = GraphNameCounts()
        let first = counts.add(long)
        for _ in 0..<999 { #expect(counts.add(long) == first) }
        counts.add(again, count: 5)
        counts.add(short)
        counts.add(short)
        #expect(counts.count(first) == 1_000)
        #expect(counts.byName == [long: 1_005, short: 2])
        #expect(counts.identityCount <= 3)
    }
}
