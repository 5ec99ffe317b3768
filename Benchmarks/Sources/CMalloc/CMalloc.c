// A C target needs a source file; the header is all ScalingSweep uses.
#include "CMalloc.h"
