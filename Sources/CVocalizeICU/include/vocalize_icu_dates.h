// The C boundary for dates, clock times, durations and relative dates (see vocalize_icu.h for
// the conventions: plain C types, int32_t ICU status codes, UTF-16 buffers, and functions that
// return the needed length with U_BUFFER_OVERFLOW_ERROR when the buffer is too small).
#ifndef VOCALIZE_ICU_DATES_H
#define VOCALIZE_ICU_DATES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Date formatters

typedef struct vz_date_formatter vz_date_formatter;

/// How `vz_date_formatter_open` finds its pattern.
enum {
    /// `text` is an ICU skeleton ("yMMMMd"); the locale's best pattern for it is used.
    VZ_DATE_SOURCE_SKELETON = -1,
    /// `text` is a pattern used as is ("BBBB").
    VZ_DATE_SOURCE_PATTERN = -2,
};

/// Opens a date formatter in a time zone. `style` is ICU's UDateFormatStyle for the date
/// (0 full, 1 long, 2 medium, 3 short; `text` is then ignored) or a VZ_DATE_SOURCE_* value.
/// `zone` is a time zone ID ("UTC", "Europe/Paris", "GMT+05:30").
vz_date_formatter *vz_date_formatter_open(const char *locale_id, int32_t style,
                                          const uint16_t *text, int32_t text_length,
                                          const uint16_t *zone, int32_t zone_length,
                                          int32_t *status);
void vz_date_formatter_close(vz_date_formatter *formatter);

/// The formatter's pattern, unlocalized ("MMMM d, y").
int32_t vz_date_formatter_pattern(const vz_date_formatter *formatter, uint16_t *out,
                                  int32_t capacity, int32_t *status);

/// Indexes into the array `vz_date_formatter_fields` fills.
enum {
    VZ_FIELD_ERA = 0,
    VZ_FIELD_YEAR = 1,
    VZ_FIELD_MONTH = 2,        // 0-based, in the formatter's calendar
    VZ_FIELD_DAY = 3,          // day of month
    VZ_FIELD_WEEKDAY = 4,      // 1 = Sunday … 7 = Saturday
    VZ_FIELD_HOUR = 5,         // 0–23
    VZ_FIELD_MINUTE = 6,
    VZ_FIELD_SECOND = 7,
    VZ_FIELD_COUNT = 8,
};

/// The calendar fields of an instant (milliseconds since 1970, UTC) in the formatter's
/// calendar (Gregorian, Persian, Buddhist… as the locale uses) and time zone.
/// Not thread-safe for one formatter: the caller serialises calls.
void vz_date_formatter_fields(vz_date_formatter *formatter, double instant, int32_t *fields,
                              int32_t *status);

/// How many symbols of a type (ICU's UDateFormatSymbolType) the formatter has.
int32_t vz_date_formatter_symbol_count(const vz_date_formatter *formatter, int32_t type);
/// One symbol (month name, weekday name, era name, AM/PM marker…) of ICU's UDateFormatSymbolType.
int32_t vz_date_formatter_symbol(const vz_date_formatter *formatter, int32_t type,
                                 int32_t index, uint16_t *out, int32_t capacity,
                                 int32_t *status);

/// The raw ICU formatting of an instant (udat_format): the written date, digits and all.
/// Vocalize speaks dates without it; benchmarks use it as the baseline a spoken date is
/// measured against. Not thread-safe for one formatter: the caller serialises calls.
int32_t vz_date_format_raw(vz_date_formatter *formatter, double instant, uint16_t *out,
                           int32_t capacity, int32_t *status);

/// The locale's best pattern for a skeleton ("j" → "h a" in en-US, "HH 'Uhr'" in de).
int32_t vz_date_best_pattern(const char *locale_id, const uint16_t *skeleton,
                             int32_t skeleton_length, uint16_t *out, int32_t capacity,
                             int32_t *status);

/// A locale's date-time pattern generator (udatpg), opened once and asked for many
/// skeletons: opening one loads all of the locale's pattern data. Not thread-safe: the caller
/// serialises calls.
typedef struct vz_pattern_generator vz_pattern_generator;

vz_pattern_generator *vz_pattern_generator_open(const char *locale_id, int32_t *status);
void vz_pattern_generator_close(vz_pattern_generator *generator);

/// The generator's best pattern for a skeleton, as `vz_date_best_pattern` gives it.
int32_t vz_pattern_generator_best(vz_pattern_generator *generator, const uint16_t *skeleton,
                                  int32_t skeleton_length, uint16_t *out, int32_t capacity,
                                  int32_t *status);

/// ICU's canonical ID for a time zone ID, or U_ILLEGAL_ARGUMENT_ERROR when ICU does not know it
/// (ICU would otherwise silently use "Etc/Unknown", which behaves like GMT).
int32_t vz_time_zone_canonical(const uint16_t *zone, int32_t zone_length, uint16_t *out,
                               int32_t capacity, int32_t *status);

// MARK: - Relative dates

typedef struct vz_relative_formatter vz_relative_formatter;

/// Opens ICU's relative date formatter, long style, no capitalisation ("in 3 days").
vz_relative_formatter *vz_relative_formatter_open(const char *locale_id, int32_t *status);
void vz_relative_formatter_close(vz_relative_formatter *formatter);

/// Formats an offset in a unit (ICU's URelativeDateTimeUnit). `numeric` 0 lets ICU use words
/// such as "yesterday" where it has them. `number_start`/`number_limit` receive the UTF-16 span
/// of the number in the text (-1 when there is none, as in "yesterday").
int32_t vz_relative_formatter_format(const vz_relative_formatter *formatter, double offset,
                                     int32_t unit, int32_t numeric, uint16_t *out,
                                     int32_t capacity, int32_t *number_start,
                                     int32_t *number_limit, int32_t *status);

// MARK: - Lists

typedef struct vz_list_formatter vz_list_formatter;

/// Opens ICU's list formatter for units ("5 hours, 30 minutes"), wide width.
vz_list_formatter *vz_list_formatter_open_units(const char *locale_id, int32_t *status);
/// ICU's narrow list formatter for units: most languages put the parts side by side
/// ("5 hours 30 minutes").
vz_list_formatter *vz_list_formatter_open_narrow_units(const char *locale_id, int32_t *status);
/// The locale's standard list with its word for "and" ("five hours and thirty minutes").
vz_list_formatter *vz_list_formatter_open_and(const char *locale_id, int32_t *status);
void vz_list_formatter_close(vz_list_formatter *formatter);

/// Joins `count` items given back to back in `text`, item i being `lengths[i]` UTF-16 units.
int32_t vz_list_formatter_format(const vz_list_formatter *formatter, const uint16_t *text,
                                 const int32_t *lengths, int32_t count, uint16_t *out,
                                 int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
