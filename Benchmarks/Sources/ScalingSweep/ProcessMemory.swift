import CMalloc
import Foundation

/// This process's resident memory, from Linux's `/proc/self/status`.
enum ProcessMemory {
    /// The most resident memory since the process started or since
    /// ``resetPeak()`` (`VmHWM`), in bytes.
    static func peak() -> Int { field("VmHWM") }

    /// Sets the peak to the present resident memory: writing 5 to
    /// `/proc/self/clear_refs` resets `VmHWM` (Linux 4.0 and later).
    static func resetPeak() {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else {
            fatalError("cannot open /proc/self/clear_refs: peak memory needs Linux")
        }
        file.write(Data("5".utf8))
        file.closeFile()
    }

    /// Gives freed heap memory back to the system, so memory left over from
    /// building the input is not reused by the operation and hidden from its peak.
    static func releaseFreeMemory() {
        malloc_trim(0)
    }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { fatalError("no \(name) in /proc/self/status: peak memory needs Linux") }
        return kilobytes * 1024
    }
}
