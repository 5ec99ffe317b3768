/// How many labels give a synthetic file of about a given size: the size
/// grows by a near-constant number of bytes per label, measured on two small files.
struct SizePlan {
    let format: SweepFormat
    let bytesPerLabel: Double
    let fixedBytes: Double

    init(_ format: SweepFormat) {
        let small = 100, large = 1_100
        let smallBytes = Double(format.bytes(labels: small).count)
        let largeBytes = Double(format.bytes(labels: large).count)
        self.format = format
        bytesPerLabel = (largeBytes - smallBytes) / Double(large - small)
        fixedBytes = smallBytes - bytesPerLabel * Double(small)
    }

    /// The label count whose file is closest to `bytes` (at least one label).
    ///
    /// In large files a label takes a few more bytes (longer texts, wider
    /// object references and offsets), so from 10 MB up the bytes per label
    /// are measured again on a file a tenth of the size.
    func labels(forAbout bytes: Int) -> Int {
        let estimate = labels(forAbout: bytes, bytesPerLabel: bytesPerLabel)
        guard bytes >= 10_000_000 else { return estimate }
        let tenth = estimate / 10
        let measured = (Double(format.bytes(labels: tenth).count) - fixedBytes) / Double(tenth)
        return labels(forAbout: bytes, bytesPerLabel: measured)
    }

    private func labels(forAbout bytes: Int, bytesPerLabel: Double) -> Int {
        max(1, Int(((Double(bytes) - fixedBytes) / bytesPerLabel).rounded()))
    }
}

/// The sizes the sweep aims at: 1 KB to 100 MB, a factor of ten apart.
let sweepSizes: [(name: String, bytes: Int)] = [
    ("1 KB", 1_000), ("10 KB", 10_000), ("100 KB", 100_000),
    ("1 MB", 1_000_000), ("10 MB", 10_000_000), ("100 MB", 100_000_000),
]
