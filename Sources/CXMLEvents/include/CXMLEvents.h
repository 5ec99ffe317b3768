// A small event interface over the system libxml2's SAX2 push parser.
//
// Swift sees only this header, never libxml2's: libxml2's headers pull in the
// system ICU headers, whose types clash with the copy of ICU that Foundation
// brings, so a Swift module that imported them could not sit beside Foundation.
#ifndef SWIFT_NIB_CXMLEVENTS_H
#define SWIFT_NIB_CXMLEVENTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Why a parse stopped.
typedef enum nib_xml_outcome {
    /// The document was read to its end and is well-formed.
    NIB_XML_FINISHED = 0,
    /// libxml2 reported an error; `message` holds its text.
    NIB_XML_INVALID = 1,
    /// A reference to an entity that is not declared (`message` holds its name).
    NIB_XML_UNDECLARED_ENTITY = 2,
    /// The input ended before the root element closed.
    NIB_XML_TRUNCATED = 3,
    /// A reference to an entity other than the five predefined ones (`message`: its name).
    NIB_XML_ENTITY_REFERENCE = 4,
    /// The document type declares an entity (`message`: its name).
    NIB_XML_ENTITY_DECLARATION = 5,
    /// A handler returned non-zero.
    NIB_XML_STOPPED_BY_HANDLER = 6,
    /// libxml2 could not make a parser, or the input is empty or 2 GiB or more.
    NIB_XML_NO_PARSER = 7,
} nib_xml_outcome;

/// The callbacks of one parse. Each gets `context` back, and the line and
/// column (1-based, columns in bytes) where libxml2 stands. A non-zero
/// return stops the parse with NIB_XML_STOPPED_BY_HANDLER.
typedef struct nib_xml_handlers {
    void *context;
    /// An element opens. `name` is `prefix:local` or `local`. Attribute `i`
    /// is `names[i]` = `values[i]` of `lengths[i]` bytes (values are not
    /// NUL-terminated; predefined entities and character references are
    /// already replaced).
    int (*start_element)(void *context, const char *name, int attribute_count, const char *const *names,
                         const char *const *values, const int *lengths, long line, long column);
    /// The innermost open element closes.
    int (*end_element)(void *context, long line, long column);
    /// Text, CDATA or white space between tags, in one or more pieces.
    int (*characters)(void *context, const char *bytes, int length, long line, long column);
} nib_xml_handlers;

/// What a parse ended with: the outcome, where (line and column, 0 when
/// unknown), and a message or entity name.
typedef struct nib_xml_result {
    nib_xml_outcome outcome;
    long line;
    long column;
    char message[256];
} nib_xml_result;

/// Parses `length` bytes at `bytes`. No DTD or external entity is loaded,
/// nothing touches the network, entities are never expanded (a declaration
/// or a reference to any but the predefined ones ends the parse), and
/// libxml2 prints nothing. libxml2's own nesting limit is lifted, so the
/// handlers decide how deep is too deep. Returns `result->outcome`.
nib_xml_outcome nib_xml_parse(const char *bytes, size_t length, const nib_xml_handlers *handlers,
                              nib_xml_result *result);

#ifdef __cplusplus
}
#endif

#endif
