// glibc's malloc.h, for malloc_trim (not in Swift's Glibc module).
#include <malloc.h>
