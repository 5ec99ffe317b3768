// The parts of the system zlib that the AppArchive module uses: raw inflate
// and deflate (zip entries carry no zlib header) and CRC-32.
#ifndef SWIFT_NIB_CZLIB_SHIM_H
#define SWIFT_NIB_CZLIB_SHIM_H

#include <zlib.h>

#endif
