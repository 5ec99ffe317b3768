import Dispatch

/// Runs `body` for indices `0..<count` on `workers` threads and returns the results in index order.
enum ParallelWork {
    static func map<Result: Sendable>(count: Int, workers: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let state = SharedResults<Result>(count: count)
        let threads = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var mine: [(Int, Result)] = []
            while let index = state.nextIndex() { mine.append((index, body(index))) }
            state.store(mine)
        }
        return state.results()
    }
}

/// The next index to work on and the results so far, behind one lock.
private final class SharedResults<Result: Sendable>: @unchecked Sendable {
    private let count: Int
    private var next = 0
    private var slots: [Result?]
    private let lock = DispatchSemaphore(value: 1)

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ results: [(Int, Result)]) {
        lock.wait()
        defer { lock.signal() }
        for (index, result) in results { slots[index] = result }
    }

    func results() -> [Result] {
        slots.map { $0! }
    }
}
