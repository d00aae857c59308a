// The C boundary for reading written forms: dates, times and money as a locale writes them
// ("15.01.2020", "1:59 PM", "12,50 €"). Same conventions as vocalize_icu.h: plain C types,
// int32_t ICU status codes, UTF-16 buffers, lengths returned with U_BUFFER_OVERFLOW_ERROR
// when the buffer is too small.
#ifndef VOCALIZE_ICU_WRITTEN_H
#define VOCALIZE_ICU_WRITTEN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Date and time parsing

typedef struct vz_date_parser vz_date_parser;

/// Opens a strict (non-lenient) date parser in UTC. With `text_length` 0, `date_style` and
/// `time_style` are ICU's UDateFormatStyle values (0 full … 3 short, -1 none); otherwise
/// `text` is a skeleton ("MMMMd", when `is_skeleton` is 1) or a pattern used as is.
vz_date_parser *vz_date_parser_open(const char *locale_id, int32_t date_style,
                                    int32_t time_style, const uint16_t *text,
                                    int32_t text_length, int32_t is_skeleton, int32_t *status);
void vz_date_parser_close(vz_date_parser *parser);
/// The parser's pattern ("dd.MM.y").
int32_t vz_date_parser_pattern(const vz_date_parser *parser, uint16_t *out, int32_t capacity,
                               int32_t *status);
/// Parses the whole text; `instant` receives milliseconds since 1970 UTC (fields the pattern
/// lacks take ICU's defaults: 1970-01-01, midnight). Text left over is U_PARSE_ERROR.
/// Not thread-safe for one parser: the caller serialises calls.
void vz_date_parser_parse(vz_date_parser *parser, const uint16_t *text, int32_t length,
                          double *instant, int32_t *status);

// MARK: - Money parsing

typedef struct vz_currency_parser vz_currency_parser;

/// Opens a strict currency parser: `style` is ICU's UNumberFormatStyle (2 symbol "12,50 €",
/// 10 ISO code "EUR 12.50", 11 plural names "12,50 euros").
vz_currency_parser *vz_currency_parser_open(const char *locale_id, int32_t style,
                                            int32_t *status);
void vz_currency_parser_close(vz_currency_parser *parser);
/// The formatter's own currency: its symbol (UTF-16 into `symbol`, returns its length, 0 when
/// there is none or it does not fit) and ISO 4217 code (three units into `code`).
int32_t vz_currency_parser_own(const vz_currency_parser *parser, uint16_t *symbol, int32_t capacity,
                               uint16_t *code);
/// Parses the whole text as an amount of money: the decimal string ("12.5") into `out`,
/// the ISO 4217 code into `code` (4 units, NUL-terminated). Text left over is U_PARSE_ERROR.
int32_t vz_currency_parser_parse(const vz_currency_parser *parser, const uint16_t *text,
                                 int32_t length, char *out, int32_t capacity, uint16_t *code,
                                 int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
