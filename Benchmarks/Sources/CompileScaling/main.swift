// Whether compiling grows linearly with a document: each shape of
// ScalingShape.all (one element repeated: labels, constraints, table
// columns, storyboard scenes …) compiled in process at `count` and at four
// times `count` copies, the fastest of three runs each. Linear work takes
// about 4 times as long at the larger size, quadratic about 16 times; a ratio
// above 8 is reported as superlinear and the exit status is 1.
//
//   swift build -c release --product CompileScaling
//   .build/release/CompileScaling            # 1,000 and 4,000 copies
//   .build/release/CompileScaling 2000       # 2,000 and 8,000
import Foundation
import NibBytes
import NibCompiler

let count = max(1, CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000)
let clock = ContinuousClock()

/// The fastest of three compiles of `bytes`, in seconds.
func fastestCompile(_ bytes: [UInt8], path: String) -> Double {
    var fastest = Double.infinity
    for _ in 0..<3 {
        let start = clock.now
        let output = try? NibCompiler.compile(ByteView(copying: bytes), path: path)
        let elapsed = clock.now - start
        // A compile that fails early would time as linear: the table would mean nothing.
        if output == nil || output?.hasErrors == true {
            FileHandle.standardError.write(Data("\(path): compile failed\n".utf8))
            exit(1)
        }
        fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return fastest
}

print("| Shape | \(count) copies | \(count * 4) copies | ratio (linear ≈ 4) |")
print("| --- | ---: | ---: | ---: |")
var superlinear: [String] = []
for shape in ScalingShape.all {
    let path = shape.name.contains("storyboard") ? "scaling.storyboard" : "scaling.xib"
    let small = fastestCompile(shape.document(count: count), path: path)
    let large = fastestCompile(shape.document(count: count * 4), path: path)
    let ratio = large / small
    if ratio > 8 { superlinear.append(shape.name) }
    print("| \(shape.name) | \(String(format: "%.1f", small * 1000)) ms | \(String(format: "%.1f", large * 1000)) ms | "
          + "\(String(format: "%.1f", ratio)) |")
}
if !superlinear.isEmpty {
    print("\nSuperlinear: \(superlinear.joined(separator: ", "))")
    exit(1)
}
