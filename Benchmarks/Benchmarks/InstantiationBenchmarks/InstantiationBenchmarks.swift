import Benchmark
import BenchmarkSupport
import Foundation
import NIBArchive
import NibBytes
import NibCoding
import NibGraph

// Instantiation of a synthetic nib (a view with 10,000 labels: 10,001 objects
// built, 10,000 strings) beside Foundation's NSKeyedUnarchiver decoding the
// same keyed archive into equivalent classes, in the same run. And lazy
// access: one object from a 1 KB nib and from a 10 MB nib.

final class BenchLabel: NibDecodable {
    let bounds: NibRect, center: NibPoint, tag: Int, text: String?
    init(coder: NibObjectDecoder) throws {
        bounds = try coder.decodeRect(forKey: "UIBounds")
        center = try coder.decodePoint(forKey: "UICenter")
        tag = try coder.decodeInteger(forKey: "UITag")
        text = try coder.decodeString(forKey: "UIText")
    }
}

final class BenchView: NibDecodable {
    let subviews: [Any]
    init(coder: NibObjectDecoder) throws { subviews = try coder.decodeArray(forKey: "UISubviews") ?? [] }
}

/// The same classes for NSKeyedUnarchiver: geometry arrives as strings in keyed archives.
final class FoundationLabel: NSObject, NSCoding {
    let bounds: String?, center: String?, tag: Int, text: String?
    init?(coder: NSCoder) {
        bounds = coder.decodeObject(forKey: "UIBounds") as? String
        center = coder.decodeObject(forKey: "UICenter") as? String
        tag = coder.decodeInteger(forKey: "UITag")
        text = coder.decodeObject(forKey: "UIText") as? String
    }
    func encode(with coder: NSCoder) {}
}

final class FoundationView: NSObject, NSCoding {
    let subviews: [Any]
    init?(coder: NSCoder) { subviews = coder.decodeObject(forKey: "UISubviews") as? [Any] ?? [] }
    func encode(with coder: NSCoder) {}
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .throughput],
        maxDuration: .seconds(5),
        maxIterations: 500
    )
    var registry = NibClassRegistry()
    registry.register(BenchView.self, as: "UIView")
    registry.register(BenchLabel.self, as: "UILabel")
    let labels = 10_000
    let nib = SyntheticNib.nibArchive(labels: labels)
    let keyed = SyntheticNib.keyedArchive(labels: labels)
    let keyedData = Data(keyed.array)

    Benchmark("Instantiate: NIBArchive, 10,001 objects (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try NibFile(bytes: nib).instantiate(registry: registry).topLevelObjects)
        }
    }

    Benchmark("Instantiate: keyed archive, 10,001 objects (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try NibFile(bytes: keyed).instantiate(registry: registry).topLevelObjects)
        }
    }

    Benchmark("Instantiate baseline: keyed archive, NSKeyedUnarchiver (Foundation)") { benchmark in
        for _ in benchmark.scaledIterations {
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: keyedData)
            unarchiver.requiresSecureCoding = false
            unarchiver.setClass(FoundationView.self, forClassName: "UIView")
            unarchiver.setClass(FoundationLabel.self, forClassName: "UILabel")
            blackHole(unarchiver.decodeObject(forKey: "UINibTopLevelObjectsKey"))
        }
    }

    for (name, count) in [("1 KB", 3), ("10 MB", 160_000)] {
        let bytes = SyntheticNib.nibArchive(labels: count)
        Benchmark("Lazy: open + look up the first label, \(name) nib (\(bytes.count) bytes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try NIBArchiveReader(bytes: bytes).lookUpObject(3))
            }
        }
        Benchmark("Indexed: open + index all tables + read the first label, \(name) nib") { benchmark in
            for _ in benchmark.scaledIterations {
                let tables = try NIBArchiveReader.read(bytes)
                blackHole(tables.values(ofObject: 3).count)
            }
        }
    }
}
