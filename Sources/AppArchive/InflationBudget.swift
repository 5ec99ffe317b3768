import Dispatch

/// The bytes one opened archive may still inflate, shared by all its copies
/// and safe to use from several threads (a scan reads entries in parallel).
final class InflationBudget: @unchecked Sendable {
    let limit: Int
    private var used = 0
    private let lock = DispatchSemaphore(value: 1)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `count` bytes from the budget; false (taking nothing) when they are not left.
    func take(_ count: Int) -> Bool {
        lock.wait()
        defer { lock.signal() }
        guard count <= limit - used else { return false }
        used += count
        return true
    }
}
