// The parts of the system libxml2 that the PropertyList module uses:
// the SAX2 parser, its context and its structured errors.
#ifndef SWIFT_NIB_CLIBXML2_SHIM_H
#define SWIFT_NIB_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#endif
