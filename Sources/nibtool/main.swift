import NibToolCLI
#if canImport(Glibc)
import Glibc
#endif

exit(NibTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
