// libxml2's SAX2 push parser behind the event interface of CXMLEvents.h.
#include "CXMLEvents.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

/// One parse: the caller's handlers, libxml2's context and the first failure.
typedef struct parse_state {
    const nib_xml_handlers *handlers;
    xmlParserCtxtPtr context;
    nib_xml_result *result;
    int failed;
} parse_state;

static void position(parse_state *state, long *line, long *column) {
    *line = state->context ? xmlSAX2GetLineNumber(state->context) : 0;
    *column = state->context ? xmlSAX2GetColumnNumber(state->context) : 0;
}

/// Records the first failure.
static void record(parse_state *state, nib_xml_outcome outcome, const char *message, long line, long column) {
    if (state->failed) return;
    state->failed = 1;
    state->result->outcome = outcome;
    state->result->line = line;
    state->result->column = column;
    snprintf(state->result->message, sizeof state->result->message, "%s", message ? message : "");
    size_t end = strlen(state->result->message);
    while (end > 0 && (state->result->message[end - 1] == '\n' || state->result->message[end - 1] == ' ')) {
        state->result->message[--end] = 0;
    }
}

/// Records the first failure and stops libxml2 (not for libxml2's own errors:
/// stopping from inside its error report can leave it reading freed input).
static void fail(parse_state *state, nib_xml_outcome outcome, const char *message, long line, long column) {
    int first = !state->failed;
    record(state, outcome, message, line, column);
    if (first && state->context) xmlStopParser(state->context);
}

static void fail_here(parse_state *state, nib_xml_outcome outcome, const char *message) {
    long line, column;
    position(state, &line, &column);
    fail(state, outcome, message, line, column);
}

/// `prefix:local`, or `local`, in `buffer` (malloc'd when it does not fit).
static const char *qualified(const xmlChar *local, const xmlChar *prefix, char *buffer, size_t size, char **allocated) {
    if (!prefix) return (const char *)local;
    size_t needed = strlen((const char *)prefix) + 1 + strlen((const char *)local) + 1;
    char *target = buffer;
    if (needed > size) {
        target = malloc(needed);
        if (!target) return (const char *)local;
        *allocated = target;
    }
    snprintf(target, needed, "%s:%s", (const char *)prefix, (const char *)local);
    return target;
}

/// Without entity substitution libxml2 hands an attribute's `&` (from `&amp;`
/// or `&#38;`) on as the five bytes `&#38;`, and every `&` in the value starts
/// one: a copy with each turned back into `&` (malloc'd into `*allocated`), or
/// `value` itself when it holds no `&`.
static const char *unescaped(const char *value, int *length, char **allocated) {
    if (!memchr(value, '&', (size_t)*length)) return value;
    char *copy = malloc((size_t)*length + 1);
    if (!copy) return value;
    int out = 0;
    for (int in = 0; in < *length; in++) {
        copy[out++] = value[in];
        if (value[in] == '&' && *length - in >= 5 && memcmp(value + in, "&#38;", 5) == 0) in += 4;
    }
    copy[out] = 0;
    *length = out;
    *allocated = copy;
    return copy;
}

static void on_start(void *user, const xmlChar *local, const xmlChar *prefix, const xmlChar *uri, int namespace_count,
                     const xmlChar **namespaces, int attribute_count, int defaulted, const xmlChar **attributes) {
    (void)uri; (void)namespace_count; (void)namespaces; (void)defaulted;
    parse_state *state = user;
    if (state->failed || !local) return;
    enum { inline_count = 32 };
    const char *inline_names[inline_count], *inline_values[inline_count];
    int inline_lengths[inline_count];
    char *inline_owned[2 * inline_count];
    const char **names = inline_names, **values = inline_values;
    int *lengths = inline_lengths;
    char **owned = inline_owned;
    if (attribute_count < 0) attribute_count = 0;
    if (attribute_count > inline_count) {
        names = malloc(sizeof *names * (size_t)attribute_count);
        values = malloc(sizeof *values * (size_t)attribute_count);
        lengths = malloc(sizeof *lengths * (size_t)attribute_count);
        owned = calloc(2 * (size_t)attribute_count, sizeof *owned);
        if (!names || !values || !lengths || !owned) {
            free(names); free(values); free(lengths); free(owned);
            fail_here(state, NIB_XML_NO_PARSER, "out of memory");
            return;
        }
    } else {
        memset(inline_owned, 0, sizeof *inline_owned * 2 * (size_t)attribute_count);
    }
    char scratch[128];
    for (int index = 0; index < attribute_count; index++) {
        const xmlChar **attribute = attributes + 5 * index;
        names[index] = qualified(attribute[0], attribute[1], NULL, 0, &owned[2 * index]);
        long length = attribute[4] - attribute[3];
        lengths[index] = length > INT_MAX ? INT_MAX : (int)length;
        values[index] = unescaped((const char *)attribute[3], &lengths[index], &owned[2 * index + 1]);
    }
    char *owned_name = NULL;
    const char *name = qualified(local, prefix, scratch, sizeof scratch, &owned_name);
    long line, column;
    position(state, &line, &column);
    int stop = state->handlers->start_element(state->handlers->context, name, attribute_count, names, values, lengths,
                                              line, column);
    free(owned_name);
    for (int index = 0; index < 2 * attribute_count; index++) free(owned[index]);
    if (names != inline_names) { free(names); free(values); free(lengths); free(owned); }
    if (stop) fail(state, NIB_XML_STOPPED_BY_HANDLER, "", line, column);
}

static void on_end(void *user, const xmlChar *local, const xmlChar *prefix, const xmlChar *uri) {
    (void)local; (void)prefix; (void)uri;
    parse_state *state = user;
    if (state->failed) return;
    long line, column;
    position(state, &line, &column);
    if (state->handlers->end_element(state->handlers->context, line, column)) {
        fail(state, NIB_XML_STOPPED_BY_HANDLER, "", line, column);
    }
}

static void on_characters(void *user, const xmlChar *bytes, int length) {
    parse_state *state = user;
    if (state->failed || !bytes || length <= 0) return;
    long line, column;
    position(state, &line, &column);
    if (state->handlers->characters(state->handlers->context, (const char *)bytes, length, line, column)) {
        fail(state, NIB_XML_STOPPED_BY_HANDLER, "", line, column);
    }
}

static void on_reference(void *user, const xmlChar *name) {
    fail_here(user, NIB_XML_ENTITY_REFERENCE, (const char *)name);
}

static void on_entity(void *user, const xmlChar *name, int type, const xmlChar *public_id, const xmlChar *system_id,
                      xmlChar *content) {
    (void)type; (void)public_id; (void)system_id; (void)content;
    fail_here(user, NIB_XML_ENTITY_DECLARATION, (const char *)name);
}

static void on_unparsed_entity(void *user, const xmlChar *name, const xmlChar *public_id, const xmlChar *system_id,
                               const xmlChar *notation) {
    (void)public_id; (void)system_id; (void)notation;
    fail_here(user, NIB_XML_ENTITY_DECLARATION, (const char *)name);
}

/// libxml2's errors and warnings; the first error (not warning) is the failure.
#if LIBXML_VERSION >= 21200
static void on_error(void *user, const xmlError *error) {
#else
static void on_error(void *user, xmlErrorPtr error) {
#endif
    parse_state *state = user;
    if (!error || error->level < XML_ERR_ERROR) return;
    if (error->code == XML_ERR_UNDECLARED_ENTITY || error->code == XML_WAR_UNDECLARED_ENTITY) {
        record(state, NIB_XML_UNDECLARED_ENTITY, error->str1, error->line, error->int2);
    } else if (error->code == XML_ERR_DOCUMENT_END) {
        record(state, NIB_XML_TRUNCATED, error->message, error->line, error->int2);
    } else {
        char code[32];
        snprintf(code, sizeof code, "error %d", error->code);
        record(state, NIB_XML_INVALID, error->message ? error->message : code, error->line, error->int2);
    }
}

nib_xml_outcome nib_xml_parse(const char *bytes, size_t length, const nib_xml_handlers *handlers,
                              nib_xml_result *result) {
    memset(result, 0, sizeof *result);
    parse_state state = { handlers, NULL, result, 0 };
    if (!bytes || length == 0 || length > INT_MAX) {
        fail(&state, NIB_XML_NO_PARSER, length == 0 ? "the document is empty" : "documents of 2 GiB or more are not supported", 1, 1);
        return result->outcome;
    }
    xmlInitParser();
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = on_start;
    sax.endElementNs = on_end;
    sax.characters = on_characters;
    sax.ignorableWhitespace = on_characters;
    sax.cdataBlock = on_characters;
    sax.reference = on_reference;
    sax.entityDecl = on_entity;
    sax.unparsedEntityDecl = on_unparsed_entity;
    sax.serror = on_error;

    // Errors raised without a parser context go to this thread's structured
    // handler, whose default prints to stderr: route them here while we parse.
    xmlStructuredErrorFunc saved_handler = *__xmlStructuredError();
    void *saved_context = *__xmlStructuredErrorContext();
    xmlSetStructuredErrorFunc(&state, (xmlStructuredErrorFunc)on_error);

    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&sax, &state, NULL, 0, NULL);
    if (!context) {
        xmlSetStructuredErrorFunc(saved_context, saved_handler);
        fail(&state, NIB_XML_NO_PARSER, "libxml2 could not create a parser", 0, 0);
        return result->outcome;
    }
    state.context = context;
    // No XML_PARSE_NOENT (entities stay references, which are refused), no DTD
    // loading or validation, no network. XML_PARSE_HUGE lifts libxml2's fixed
    // depth limit, so that the caller's limit decides; the caller's work is
    // linear in the text, so libxml2's text-size limits are not needed.
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_HUGE);
    xmlParseChunk(context, bytes, (int)length, 1);
    if (!state.failed && !context->wellFormed) {
        fail_here(&state, NIB_XML_INVALID, "the document is not well-formed");
    }
    // Only the SAX compatibility code makes a document (for a declared entity).
    if (context->myDoc) xmlFreeDoc(context->myDoc);
    context->myDoc = NULL;
    state.context = NULL;
    xmlFreeParserCtxt(context);
    xmlSetStructuredErrorFunc(saved_context, saved_handler);
    return result->outcome;
}
