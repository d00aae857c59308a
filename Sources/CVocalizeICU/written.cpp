// Reading written forms: ICU's strict date and currency parsing. See
// include/vocalize_icu_written.h.
#include <unicode/utypes.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uchar.h>
#include <unicode/numfmt.h>
#include <unicode/decimfmt.h>
#include <unicode/dcfmtsym.h>
#include <unicode/curramt.h>
#include <unicode/parsepos.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>
#include <unicode/ucurr.h>
#include <unicode/locid.h>
#include <unicode/smpdtfmt.h>
#include <unicode/fieldpos.h>
#include <unicode/fmtable.h>
#include <cstring>
#include <memory>

#include "icu_support.h"
#include "vocalize_icu_written.h"

using vocalize::as_status;
using vocalize::as_uchars;

namespace {

// The number format a date parser reads its numeric fields with: the locale's own for writing
// numbers, and for reading them a run of decimal digits (in any script), which is all a date's
// field holds once grouping and fractions are off (as SimpleDateFormat sets them). ICU's own
// reading builds its number parser's static Unicode sets at the first parse (6 M instructions,
// a sixth of a text's cold start); this one reads the same digits without them.
class DateFieldDigits : public icu::NumberFormat {
  public:
    explicit DateFieldDigits(icu::NumberFormat *writer) : writer_(writer) {}
    DateFieldDigits(const DateFieldDigits &other) : icu::NumberFormat(other), writer_(other.writer_->clone()) {}
    ~DateFieldDigits() override { delete writer_; }

    DateFieldDigits *clone() const override { return new DateFieldDigits(*this); }
    bool operator==(const icu::Format &other) const override { return this == &other; }

    using icu::NumberFormat::format;
    icu::UnicodeString &format(double number, icu::UnicodeString &appendTo, icu::FieldPosition &position) const override {
        return writer_->format(number, appendTo, position);
    }
    icu::UnicodeString &format(int32_t number, icu::UnicodeString &appendTo, icu::FieldPosition &position) const override {
        return writer_->format(number, appendTo, position);
    }
    icu::UnicodeString &format(int64_t number, icu::UnicodeString &appendTo, icu::FieldPosition &position) const override {
        return writer_->format(number, appendTo, position);
    }

    using icu::NumberFormat::parse;
    void parse(const icu::UnicodeString &text, icu::Formattable &result, icu::ParsePosition &position) const override {
        int32_t index = position.getIndex();
        int64_t value = 0;
        int32_t digits = 0;
        while (index < text.length()) {
            UChar32 scalar = text.char32At(index);
            int32_t digit = u_charDigitValue(scalar);
            if (digit < 0 || digit > 9 || u_charType(scalar) != U_DECIMAL_DIGIT_NUMBER) break;
            if (digits < 18) value = value * 10 + digit;
            ++digits;
            index += U16_LENGTH(scalar);
        }
        if (digits == 0 || digits >= 18) {
            position.setErrorIndex(position.getIndex());
            return;
        }
        result.setInt64(value);
        position.setIndex(index);
    }

    UClassID getDynamicClassID() const override { return getStaticClassID(); }
    static UClassID getStaticClassID() {
        static char id = 0;
        return reinterpret_cast<UClassID>(&id);
    }

  private:
    icu::NumberFormat *writer_;
};

// Gives the date format DateFieldDigits, unless a field has a number format of its own (CLDR's
// "y=jpanyear", "d=hanidec" overrides), which the swap would drop.
void read_fields_with_digits(UDateFormat *format) {
    auto *simple = dynamic_cast<icu::SimpleDateFormat *>(reinterpret_cast<icu::DateFormat *>(format));
    if (simple == nullptr) return;
    const icu::NumberFormat *own = simple->getNumberFormat();
    if (own == nullptr || dynamic_cast<const icu::DecimalFormat *>(own) == nullptr) return;
    icu::UnicodeString pattern;
    simple->toPattern(pattern);
    for (int32_t index = 0; index < pattern.length(); ++index) {
        UChar unit = pattern.charAt(index);
        if (((unit >= u'a' && unit <= u'z') || (unit >= u'A' && unit <= u'Z')) && simple->getNumberFormatForField(unit) != own) return;
    }
    simple->adoptNumberFormat(new DateFieldDigits(own->clone()));
}

}  // namespace

extern "C" {

// MARK: - Dates

struct vz_date_parser {
    UDateFormat *format;
    // For a day and month without a year: the same pattern with a year after it, made on the
    // first parse that needs it (a clone of the format costs about 50,000 instructions, which
    // every failed parse paid when it was made per call).
    UDateFormat *leap = nullptr;
    bool leap_made = false;
};

vz_date_parser *vz_date_parser_open(const char *locale_id, int32_t date_style,
                                    int32_t time_style, const uint16_t *text,
                                    int32_t text_length, int32_t is_skeleton, int32_t *status) {
    UErrorCode *code = as_status(status);
    static const UChar utc[] = {'U', 'T', 'C'};
    UDateFormat *format = nullptr;
    if (text_length <= 0) {
        format = udat_open(static_cast<UDateFormatStyle>(time_style),
                           static_cast<UDateFormatStyle>(date_style), locale_id, utc, 3, nullptr,
                           0, code);
    } else {
        UChar pattern[256];
        int32_t pattern_length = text_length;
        const UChar *chosen = as_uchars(text);
        if (is_skeleton) {
            UDateTimePatternGenerator *generator = udatpg_open(locale_id, code);
            if (U_FAILURE(*code)) return nullptr;
            pattern_length = udatpg_getBestPattern(generator, as_uchars(text), text_length,
                                                   pattern, 256, code);
            udatpg_close(generator);
            if (U_FAILURE(*code)) return nullptr;
            chosen = pattern;
        }
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale_id, utc, 3, chosen,
                           pattern_length, code);
    }
    if (U_FAILURE(*code)) {
        if (format) udat_close(format);
        return nullptr;
    }
    // Written text rarely carries the invisible direction marks CLDR puts in some patterns
    // (Arabic "d\u200F/M\u200F/y"): parse with a pattern without them.
    UChar current[256];
    UErrorCode pattern_status = U_ZERO_ERROR;
    int32_t current_length = udat_toPattern(format, 0, current, 256, &pattern_status);
    if (U_SUCCESS(pattern_status) && current_length < 256) {
        int32_t kept = 0;
        for (int32_t i = 0; i < current_length; i++) {
            UChar unit = current[i];
            if (unit == 0x200E || unit == 0x200F || unit == 0x061C) continue;
            current[kept++] = unit;
        }
        if (kept != current_length) udat_applyPattern(format, 0, current, kept);
    }
    UCalendar *calendar = vocalize::use_proleptic_gregorian(format, code);
    if (!calendar) {
        udat_close(format);
        return nullptr;
    }
    ucal_close(calendar);  // the format holds its own copy
    // Strict: "32.01.2020" or "1:5 PM" must fail rather than roll over or guess.
    udat_setLenient(format, 0);
    read_fields_with_digits(format);
    return new vz_date_parser{format};
}

void vz_date_parser_close(vz_date_parser *parser) {
    if (!parser) return;
    udat_close(parser->format);
    if (parser->leap) udat_close(parser->leap);
    delete parser;
}

int32_t vz_date_parser_pattern(const vz_date_parser *parser, uint16_t *out, int32_t capacity,
                               int32_t *status) {
    return udat_toPattern(parser->format, 0, as_uchars(out), capacity, as_status(status));
}

// Whether a pattern is a day and month alone: a day and a month field, no year, no time
// (quoted literals skipped).
static bool pattern_is_day_month(const UChar *pattern, int32_t length) {
    bool quoted = false, day = false, month = false;
    for (int32_t i = 0; i < length; i++) {
        UChar unit = pattern[i];
        if (unit == u'\'') { quoted = !quoted; continue; }
        if (quoted) continue;
        switch (unit) {
        case u'd': day = true; break;
        case u'M': case u'L': month = true; break;
        case u'y': case u'Y': case u'u': case u'U': case u'r': case u'G':
        case u'H': case u'h': case u'K': case u'k': case u'm': case u's': case u'a': case u'B': case u'b':
            return false;
        default: break;
        }
    }
    return day && month;
}

// Whether the text holds a run of decimal digits of any script whose value is 29 ("29",
// "٢٩", "२९"), not a part of a longer number.
static bool holds_twenty_nine(const UChar *text, int32_t length) {
    int32_t value = 0, digits = 0;
    for (int32_t i = 0; i <= length; i++) {
        UChar32 c = 0;
        int32_t next = i;
        if (i < length) U16_NEXT(text, next, length, c);
        int32_t digit = i < length ? u_charDigitValue(c) : -1;
        if (digit >= 0 && u_isdigit(c)) {
            value = value * 10 + digit;
            if (++digits > 2) value = 100;  // no longer a day
        } else {
            if (digits > 0 && value == 29) return true;
            value = 0;
            digits = 0;
        }
        if (next > i + 1) i = next - 1;
    }
    return false;
}

void vz_date_parser_parse(vz_date_parser *parser, const uint16_t *text, int32_t length,
                          double *instant, int32_t *status) {
    int32_t position = 0;
    *instant = udat_parse(parser->format, as_uchars(text), length, &position, as_status(status));
    if (U_SUCCESS(*as_status(status)) && position != length) *status = U_PARSE_ERROR;
    // The text must end with the date itself: ICU skips a comma before the year added below.
    if (U_SUCCESS(*as_status(status)) || length == 0 || length > 200 || !u_isalnum(as_uchars(text)[length - 1])) return;
    // A day and month without a year are parsed in ICU's default year, 1970, where 29 February
    // does not exist: try once more in a leap year (2000) written after the text, when the
    // text holds the number 29 (in any digits) that only that day can have failed on.
    if (!holds_twenty_nine(as_uchars(text), length)) return;
    if (!parser->leap_made) {
        parser->leap_made = true;
        UChar pattern[256];
        UErrorCode pattern_status = U_ZERO_ERROR;
        int32_t pattern_length = udat_toPattern(parser->format, 0, pattern, 250, &pattern_status);
        if (U_SUCCESS(pattern_status) && pattern_length <= 250 && pattern_is_day_month(pattern, pattern_length)) {
            UErrorCode clone_status = U_ZERO_ERROR;
            UDateFormat *leap = udat_clone(parser->format, &clone_status);
            if (U_SUCCESS(clone_status)) {
                pattern[pattern_length] = u' ';
                pattern[pattern_length + 1] = u'y';
                udat_applyPattern(leap, 0, pattern, pattern_length + 2);
                parser->leap = leap;
            } else if (leap) {
                udat_close(leap);
            }
        }
    }
    UDateFormat *leap = parser->leap;
    if (!leap) return;
    UChar with_year[210];
    for (int32_t i = 0; i < length; i++) with_year[i] = as_uchars(text)[i];
    const UChar year[] = {u' ', u'2', u'0', u'0', u'0'};
    for (int32_t i = 0; i < 5; i++) with_year[length + i] = year[i];
    UErrorCode leap_status = U_ZERO_ERROR;
    int32_t leap_position = 0;
    double leap_instant = udat_parse(leap, with_year, length + 5, &leap_position, &leap_status);
    if (U_SUCCESS(leap_status) && leap_position == length + 5) {
        *instant = leap_instant;
        *status = U_ZERO_ERROR;
    }
}

// MARK: - Money

struct vz_currency_parser {
    std::unique_ptr<icu::NumberFormat> format;
    icu::Locale locale;
};

vz_currency_parser *vz_currency_parser_open(const char *locale_id, int32_t style,
                                            int32_t *status) {
    UErrorCode *code = as_status(status);
    std::unique_ptr<icu::NumberFormat> format(icu::NumberFormat::createInstance(
        icu::Locale(locale_id), static_cast<UNumberFormatStyle>(style), *code));
    if (U_FAILURE(*code) || !format) return nullptr;
    format->setLenient(false);
    return new vz_currency_parser{std::move(format), icu::Locale(locale_id)};
}

void vz_currency_parser_close(vz_currency_parser *parser) { delete parser; }

int32_t vz_currency_parser_own(const vz_currency_parser *parser, uint16_t *symbol, int32_t capacity,
                               uint16_t *code) {
    UErrorCode status = U_ZERO_ERROR;
    UChar iso[4] = {0, 0, 0, 0};
    const UChar *formats = parser->format->getCurrency();
    if (formats != nullptr && u_strlen(formats) == 3 && u_strcmp(formats, u"XXX") != 0) {
        u_strncpy(iso, formats, 3);
    } else {
        // A language without a region ("fr") formats the unknown currency; the region its
        // speakers most likely write from (CLDR's likely subtags: fr → FR) has the own one.
        icu::Locale likely(parser->locale);
        likely.addLikelySubtags(status);
        if (U_FAILURE(status) || ucurr_forLocale(likely.getName(), iso, 4, &status) != 3 || U_FAILURE(status)) return 0;
    }
    UBool is_choice = false;
    int32_t length = 0;
    const UChar *own = ucurr_getName(iso, parser->locale.getName(), UCURR_SYMBOL_NAME, &is_choice, &length, &status);
    if (U_FAILURE(status) || own == nullptr || length <= 0 || length > capacity) return 0;
    for (int32_t index = 0; index < 3; ++index) code[index] = iso[index];
    for (int32_t index = 0; index < length; ++index) symbol[index] = own[index];
    return length;
}

// Whether the text holds the formatter's own currency symbol or ISO code ("€", "EUR" in
// French).
static bool holds_own_currency(const icu::NumberFormat &format, const icu::UnicodeString &text) {
    const UChar *iso = format.getCurrency();
    if (iso == nullptr || iso[0] == 0) return false;
    if (text.indexOf(icu::UnicodeString(iso, -1)) >= 0) return true;
    auto decimal = dynamic_cast<const icu::DecimalFormat *>(&format);
    if (decimal == nullptr) return false;
    icu::UnicodeString symbol =
        decimal->getDecimalFormatSymbols()->getSymbol(icu::DecimalFormatSymbols::kCurrencySymbol);
    return !symbol.isEmpty() && text.indexOf(symbol) >= 0;
}

int32_t vz_currency_parser_parse(const vz_currency_parser *parser, const uint16_t *text,
                                 int32_t length, char *out, int32_t capacity, uint16_t *code,
                                 int32_t *status) {
    UErrorCode *error = as_status(status);
    icu::UnicodeString input(false, as_uchars(text), length);
    icu::Formattable number;
    const UChar *iso = nullptr;
    std::unique_ptr<icu::CurrencyAmount> amount;
    if (holds_own_currency(*parser->format, input)) {
        // The locale's own currency first. parseCurrency matches every currency's symbols and
        // names, which ICU collects for the locale on its first use (4.2 M instructions for
        // French); a plain parse of the same pattern matches the formatter's own currency
        // alone. Both try that currency's symbol and ISO code before anything else, so where
        // the plain parse reads the whole text and the text holds one of them, parseCurrency
        // reads the same amount of the same currency.
        icu::ParsePosition position(0);
        parser->format->parse(input, number, position);
        if (position.getIndex() == length && position.getErrorIndex() < 0) {
            iso = parser->format->getCurrency();
        }
    }
    if (iso == nullptr || iso[0] == 0) {
        icu::ParsePosition position(0);
        amount.reset(parser->format->parseCurrency(input, position));
        if (!amount || position.getIndex() != length) {
            *error = U_PARSE_ERROR;
            return 0;
        }
        number = amount->getNumber();
        iso = amount->getISOCurrency();
    }
    icu::StringPiece decimal = number.getDecimalNumber(*error);
    if (U_FAILURE(*error)) return 0;
    for (int i = 0; i < 3; i++) code[i] = iso[i];
    code[3] = 0;
    int32_t needed = decimal.length();
    if (needed >= capacity) {
        *error = U_BUFFER_OVERFLOW_ERROR;
        return needed;
    }
    std::memcpy(out, decimal.data(), needed);
    out[needed] = 0;
    return needed;
}

}  // extern "C"
