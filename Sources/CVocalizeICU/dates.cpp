// Dates, clock times, relative dates and unit lists: the ICU calls behind Vocalize's spoken
// dates. See include/vocalize_icu_dates.h.
#define U_SHOW_DRAFT_API 1
#include <unicode/utypes.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ucal.h>
#include <unicode/gregocal.h>
#include <unicode/ulistformatter.h>
#include <unicode/reldatefmt.h>
#include <unicode/unum.h>
#include <unicode/unistr.h>
#include <unicode/locid.h>
#include <memory>

#include <cmath>

#include "icu_support.h"
#include "vocalize_icu_dates.h"

using vocalize::as_status;
using vocalize::as_uchars;

extern "C" {

// MARK: - Date formatters

struct vz_date_formatter {
    UDateFormat *format;
    // A private calendar for reading fields, so reading never disturbs the formatter's own.
    UCalendar *calendar;
};

vz_date_formatter *vz_date_formatter_open(const char *locale_id, int32_t style,
                                          const uint16_t *text, int32_t text_length,
                                          const uint16_t *zone, int32_t zone_length,
                                          int32_t *status) {
    UErrorCode *code = as_status(status);
    UDateFormat *format = nullptr;
    if (style >= UDAT_FULL && style <= UDAT_SHORT) {
        format = udat_open(UDAT_NONE, static_cast<UDateFormatStyle>(style), locale_id,
                           as_uchars(zone), zone_length, nullptr, 0, code);
    } else {
        icu::UnicodeString pattern;
        if (style == VZ_DATE_SOURCE_SKELETON) {
            UDateTimePatternGenerator *generator = udatpg_open(locale_id, code);
            if (U_FAILURE(*code)) {
                if (generator) udatpg_close(generator);
                return nullptr;
            }
            UChar best[256];
            int32_t length = udatpg_getBestPattern(generator, as_uchars(text), text_length,
                                                   best, 256, code);
            udatpg_close(generator);
            if (U_FAILURE(*code) || length >= 256) {
                if (U_SUCCESS(*code)) *code = U_BUFFER_OVERFLOW_ERROR;
                return nullptr;
            }
            pattern.setTo(best, length);
        } else if (style == VZ_DATE_SOURCE_PATTERN) {
            pattern.setTo(as_uchars(text), text_length);
        } else {
            *code = U_ILLEGAL_ARGUMENT_ERROR;
            return nullptr;
        }
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale_id, as_uchars(zone), zone_length,
                           pattern.getBuffer(), pattern.length(), code);
    }
    if (U_FAILURE(*code)) {
        if (format) udat_close(format);
        return nullptr;
    }
    UCalendar *calendar = vocalize::use_proleptic_gregorian(format, code);
    if (!calendar) {
        udat_close(format);
        return nullptr;
    }
    return new vz_date_formatter{format, calendar};
}

void vz_date_formatter_close(vz_date_formatter *formatter) {
    if (!formatter) return;
    ucal_close(formatter->calendar);
    udat_close(formatter->format);
    delete formatter;
}

int32_t vz_date_formatter_pattern(const vz_date_formatter *formatter, uint16_t *out,
                                  int32_t capacity, int32_t *status) {
    return udat_toPattern(formatter->format, false, as_uchars(out), capacity, as_status(status));
}

void vz_date_formatter_fields(vz_date_formatter *formatter, double instant, int32_t *fields,
                              int32_t *status) {
    UErrorCode *code = as_status(status);
    UCalendar *calendar = formatter->calendar;
    ucal_setMillis(calendar, instant, code);
    static const UCalendarDateFields wanted[VZ_FIELD_COUNT] = {
        UCAL_ERA, UCAL_YEAR, UCAL_MONTH, UCAL_DATE, UCAL_DAY_OF_WEEK,
        UCAL_HOUR_OF_DAY, UCAL_MINUTE, UCAL_SECOND,
    };
    for (int32_t index = 0; index < VZ_FIELD_COUNT; ++index) {
        fields[index] = U_SUCCESS(*code) ? ucal_get(calendar, wanted[index], code) : 0;
    }
}

int32_t vz_date_formatter_symbol_count(const vz_date_formatter *formatter, int32_t type) {
    return udat_countSymbols(formatter->format, static_cast<UDateFormatSymbolType>(type));
}

int32_t vz_date_formatter_symbol(const vz_date_formatter *formatter, int32_t type,
                                 int32_t index, uint16_t *out, int32_t capacity,
                                 int32_t *status) {
    return udat_getSymbols(formatter->format, static_cast<UDateFormatSymbolType>(type), index,
                           as_uchars(out), capacity, as_status(status));
}

int32_t vz_date_format_raw(vz_date_formatter *formatter, double instant, uint16_t *out,
                           int32_t capacity, int32_t *status) {
    return udat_format(formatter->format, instant, as_uchars(out), capacity, nullptr,
                       as_status(status));
}

int32_t vz_date_best_pattern(const char *locale_id, const uint16_t *skeleton,
                             int32_t skeleton_length, uint16_t *out, int32_t capacity,
                             int32_t *status) {
    UErrorCode *code = as_status(status);
    UDateTimePatternGenerator *generator = udatpg_open(locale_id, code);
    if (U_FAILURE(*code)) {
        if (generator) udatpg_close(generator);
        return 0;
    }
    int32_t length = udatpg_getBestPattern(generator, as_uchars(skeleton), skeleton_length,
                                           as_uchars(out), capacity, code);
    udatpg_close(generator);
    return length;
}

vz_pattern_generator *vz_pattern_generator_open(const char *locale_id, int32_t *status) {
    UErrorCode *code = as_status(status);
    UDateTimePatternGenerator *generator = udatpg_open(locale_id, code);
    if (U_FAILURE(*code)) {
        if (generator) udatpg_close(generator);
        return nullptr;
    }
    return reinterpret_cast<vz_pattern_generator *>(generator);
}

void vz_pattern_generator_close(vz_pattern_generator *generator) {
    if (generator) udatpg_close(reinterpret_cast<UDateTimePatternGenerator *>(generator));
}

int32_t vz_pattern_generator_best(vz_pattern_generator *generator, const uint16_t *skeleton,
                                  int32_t skeleton_length, uint16_t *out, int32_t capacity,
                                  int32_t *status) {
    return udatpg_getBestPattern(reinterpret_cast<UDateTimePatternGenerator *>(generator),
                                 as_uchars(skeleton), skeleton_length, as_uchars(out), capacity,
                                 as_status(status));
}

int32_t vz_time_zone_canonical(const uint16_t *zone, int32_t zone_length, uint16_t *out,
                               int32_t capacity, int32_t *status) {
    UBool is_system = false;
    return ucal_getCanonicalTimeZoneID(as_uchars(zone), zone_length, as_uchars(out), capacity,
                                       &is_system, as_status(status));
}

// MARK: - Relative dates

struct vz_relative_formatter {
    icu::RelativeDateTimeFormatter formatter;
};

vz_relative_formatter *vz_relative_formatter_open(const char *locale_id, int32_t *status) {
    UErrorCode *code = as_status(status);
    auto formatter = std::make_unique<vz_relative_formatter>(vz_relative_formatter{
        icu::RelativeDateTimeFormatter(icu::Locale(locale_id), nullptr, UDAT_STYLE_LONG,
                                       UDISPCTX_CAPITALIZATION_NONE, *code)});
    if (U_FAILURE(*code)) return nullptr;
    return formatter.release();
}

void vz_relative_formatter_close(vz_relative_formatter *formatter) { delete formatter; }

int32_t vz_relative_formatter_format(const vz_relative_formatter *formatter, double offset,
                                     int32_t unit, int32_t numeric, uint16_t *out,
                                     int32_t capacity, int32_t *number_start,
                                     int32_t *number_limit, int32_t *status) {
    UErrorCode *code = as_status(status);
    *number_start = -1;
    *number_limit = -1;
    if (unit < 0 || unit >= UDAT_REL_UNIT_COUNT) {
        *code = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    auto relative_unit = static_cast<URelativeDateTimeUnit>(unit);
    auto result = numeric ? formatter->formatter.formatNumericToValue(offset, relative_unit, *code)
                          : formatter->formatter.formatToValue(offset, relative_unit, *code);
    if (U_FAILURE(*code)) return 0;
    vocalize::number_span(result, std::signbit(offset), number_start, number_limit, *code);
    if (U_FAILURE(*code)) return 0;
    icu::UnicodeString text = result.toString(*code);
    if (U_FAILURE(*code)) return 0;
    return text.extract(as_uchars(out), capacity, *code);
}

// MARK: - Lists

struct vz_list_formatter {
    UListFormatter *format;
};

static vz_list_formatter *open_list(const char *locale_id, UListFormatterType type, int32_t *status,
                                    UListFormatterWidth width = ULISTFMT_WIDTH_WIDE) {
    UListFormatter *format = ulistfmt_openForType(locale_id, type, width, as_status(status));
    if (U_FAILURE(*as_status(status))) {
        if (format) ulistfmt_close(format);
        return nullptr;
    }
    return new vz_list_formatter{format};
}

vz_list_formatter *vz_list_formatter_open_units(const char *locale_id, int32_t *status) {
    return open_list(locale_id, ULISTFMT_TYPE_UNITS, status);
}

vz_list_formatter *vz_list_formatter_open_narrow_units(const char *locale_id, int32_t *status) {
    return open_list(locale_id, ULISTFMT_TYPE_UNITS, status, ULISTFMT_WIDTH_NARROW);
}

vz_list_formatter *vz_list_formatter_open_and(const char *locale_id, int32_t *status) {
    return open_list(locale_id, ULISTFMT_TYPE_AND, status);
}

void vz_list_formatter_close(vz_list_formatter *formatter) {
    if (!formatter) return;
    ulistfmt_close(formatter->format);
    delete formatter;
}

int32_t vz_list_formatter_format(const vz_list_formatter *formatter, const uint16_t *text,
                                 const int32_t *lengths, int32_t count, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    if (count <= 0) return 0;
    std::unique_ptr<const UChar *[]> items(new const UChar *[static_cast<size_t>(count)]);
    const UChar *cursor = as_uchars(text);
    for (int32_t index = 0; index < count; ++index) {
        items[static_cast<size_t>(index)] = cursor;
        cursor += lengths[index];
    }
    return ulistfmt_format(formatter->format, items.get(), lengths, count, as_uchars(out),
                           capacity, as_status(status));
}

}  // extern "C"
