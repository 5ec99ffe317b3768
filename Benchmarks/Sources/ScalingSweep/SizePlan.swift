extension SweepFormat {
    /// The label count whose synthetic file comes closest to `bytes`.
    ///
    /// Starts from 100 bytes a label and corrects the count a few times by
    /// the ratio of the wanted size to the size it gives, keeping the closest
    /// count seen: a label's share changes with the count (references and
    /// offsets widen, texts lengthen), and where a file's references widen
    /// its size jumps, so a size inside the jump cannot be hit and the
    /// corrections go back and forth across it. At 100 MB each correction is
    /// measured on a tenth of the labels, to stay quick (building the file
    /// once takes seconds and a gigabyte); the fixed part of a file is
    /// negligible there.
    func labels(forAbout bytes: Int) -> Int {
        let scale = bytes >= 50_000_000 ? 10 : 1
        var labels = max(1, bytes / 100)
        var best = (labels: labels, distance: Int.max)
        for _ in 0..<5 {
            let size = self.bytes(labels: max(1, labels / scale)).count * scale
            if abs(size - bytes) < best.distance { best = (labels, abs(size - bytes)) }
            labels = max(1, Int((Double(labels) * Double(bytes) / Double(size)).rounded()))
        }
        return best.labels
    }
}

/// The sizes the sweep aims at: 1 KB to 100 MB, a factor of ten apart.
let sweepSizes: [(name: String, bytes: Int)] = [
    ("1 KB", 1_000), ("10 KB", 10_000), ("100 KB", 100_000),
    ("1 MB", 1_000_000), ("10 MB", 10_000_000), ("100 MB", 100_000_000),
]
