/// How much a command may print, or a conversion make, for an input of a
/// given size: 64 bytes per input byte plus 1 MiB. Real nibs dump to at most
/// about 20 times their size; a hostile file that names one long string from
/// every object could otherwise make output and conversions grow with the
/// square of the input.
public enum OutputBudget {
    public static let bytesPerInputByte = 64
    public static let fixedAllowance = 1 << 20

    /// The budget for an input of `inputSize` bytes.
    public static func bytes(forInputSize inputSize: Int) -> Int {
        fixedAllowance + bytesPerInputByte * inputSize
    }
}
