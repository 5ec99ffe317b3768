import IBToolCLI
#if canImport(Glibc)
import Glibc
#endif

exit(IBTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
