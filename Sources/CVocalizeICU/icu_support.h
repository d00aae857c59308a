// Helpers shared by the shim's C++ files (not part of the public C interface).
#ifndef VOCALIZE_ICU_SUPPORT_H
#define VOCALIZE_ICU_SUPPORT_H

#include <unicode/utypes.h>
#include <unicode/formattedvalue.h>
#include <unicode/unum.h>
#include <unicode/udat.h>
#include <unicode/ucal.h>
#include <unicode/gregocal.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

namespace vocalize {

inline UErrorCode *as_status(int32_t *status) { return reinterpret_cast<UErrorCode *>(status); }
inline UChar *as_uchars(uint16_t *text) { return reinterpret_cast<UChar *>(text); }
inline const UChar *as_uchars(const uint16_t *text) { return reinterpret_cast<const UChar *>(text); }

/// The UTF-16 span of the number inside a formatted value (sign, digits, separators), so the
/// Swift side can put the spelled-out number in its place. -1/-1 when there is none.
/// `negative`: whether the value formatted is below zero (it may have a sign).
inline void number_span(const icu::FormattedValue &value, bool negative, int32_t *start,
                        int32_t *limit, UErrorCode &code) {
    *start = -1;
    *limit = -1;
    // A whole number without a sign: its integer alone, asked for by itself. ICU trims every
    // other field it reports of ignorable characters, and its first trim builds all of its
    // static Unicode sets (6 M instructions, most of a `measure` or `time` command's start);
    // the integer (with its grouping separators) is reported untrimmed. There is no sign
    // without a value below zero, and no decimal separator or fraction where the integer is
    // followed by a space, a letter or nothing (they follow the integer directly).
    if (!negative) {
        icu::ConstrainedFieldPosition integer;
        integer.constrainField(UFIELD_CATEGORY_NUMBER, UNUM_INTEGER_FIELD);
        int32_t found = 0, integer_start = -1, integer_limit = -1;
        while (value.nextPosition(integer, code)) {
            found++;
            integer_start = integer.getStart();
            integer_limit = integer.getLimit();
        }
        if (U_FAILURE(code)) return;
        if (found == 1) {
            icu::UnicodeString text = value.toTempString(code);
            if (U_FAILURE(code)) return;
            UChar32 next = integer_limit < text.length() ? text.char32At(integer_limit) : U_SENTINEL;
            if (next == U_SENTINEL || u_isUWhiteSpace(next) || u_isalpha(next)) {
                *start = integer_start;
                *limit = integer_limit;
                return;
            }
        }
    }
    icu::ConstrainedFieldPosition position;
    position.constrainCategory(UFIELD_CATEGORY_NUMBER);
    while (value.nextPosition(position, code)) {
        switch (position.getField()) {
            case UNUM_INTEGER_FIELD:
            case UNUM_FRACTION_FIELD:
            case UNUM_DECIMAL_SEPARATOR_FIELD:
            case UNUM_GROUPING_SEPARATOR_FIELD:
            case UNUM_SIGN_FIELD:
                if (*start < 0 || position.getStart() < *start) *start = position.getStart();
                if (position.getLimit() > *limit) *limit = position.getLimit();
                break;
            default:
                break;
        }
    }
}

/// Makes a date format's calendar proleptic Gregorian and returns a copy of it, which the
/// caller owns (or null with `code` set). ISO 8601 dates are proleptic Gregorian; ICU's
/// Gregorian calendar switches to Julian before 1582-10-15, which would shift every earlier
/// date ("100年" parsed as Julian 1 January is Gregorian 30 December 99). Calendars that are
/// not Gregorian keep their own rules; the Buddhist, Japanese and ROC calendars count years
/// differently but share its days, so they switch too.
inline UCalendar *use_proleptic_gregorian(UDateFormat *format, UErrorCode *code) {
    UCalendar *calendar = ucal_clone(udat_getCalendar(format), code);
    if (U_FAILURE(*code)) {
        if (calendar) ucal_close(calendar);
        return nullptr;
    }
    // The C API accepts only a plain Gregorian calendar, hence the C++ one.
    auto *gregorian = dynamic_cast<icu::GregorianCalendar *>(reinterpret_cast<icu::Calendar *>(calendar));
    if (gregorian) {
        UErrorCode change = U_ZERO_ERROR;
        gregorian->setGregorianChange(-8.64e15, change);
        if (U_SUCCESS(change)) udat_setCalendar(format, calendar);
    }
    return calendar;
}

}  // namespace vocalize

#endif
