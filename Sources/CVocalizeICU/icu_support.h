// Helpers shared by the shim's C++ files (not part of the public C interface).
#ifndef VOCALIZE_ICU_SUPPORT_H
#define VOCALIZE_ICU_SUPPORT_H

#include <unicode/utypes.h>
#include <unicode/formattedvalue.h>
#include <unicode/unum.h>
#include <unicode/udat.h>
#include <unicode/ucal.h>
#include <unicode/gregocal.h>

namespace vocalize {

inline UErrorCode *as_status(int32_t *status) { return reinterpret_cast<UErrorCode *>(status); }
inline UChar *as_uchars(uint16_t *text) { return reinterpret_cast<UChar *>(text); }
inline const UChar *as_uchars(const uint16_t *text) { return reinterpret_cast<const UChar *>(text); }

/// The UTF-16 span of the number inside a formatted value (sign, digits, separators), so the
/// Swift side can put the spelled-out number in its place. -1/-1 when there is none.
inline void number_span(const icu::FormattedValue &value, int32_t *start, int32_t *limit,
                        UErrorCode &code) {
    *start = -1;
    *limit = -1;
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
