// The only code in Vocalize that includes ICU headers. See include/vocalize_icu.h.
//
// C++ is used where ICU's C API lacks what we need: a formatted number's noun class
// (FormattedNumber::getNounClass) and plural selection that keeps visible fraction digits.
#define U_SHOW_DRAFT_API 1
// LocalizedNumberFormatter::unitDisplayCase (CLDR's case forms of unit names) is internal API in
// ICU 72, present since ICU 69.
#define U_SHOW_INTERNAL_API 1
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/uversion.h>
#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/unistr.h>
#include <unicode/ucurr.h>
#include <unicode/udata.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uenum.h>
#include <unicode/measunit.h>
#include <unicode/rbnf.h>
#include <unicode/dcfmtsym.h>
#include <unicode/unumsys.h>
#include <cstring>
#include <set>
#include <string>
#include <vector>
#include <memory>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "icu_support.h"
#include "vocalize_icu.h"

using icu::UnicodeString;

namespace {

using vocalize::as_status;
using vocalize::as_uchars;

// Copies a UnicodeString out with the library's buffer convention.
int32_t extract(const UnicodeString &text, uint16_t *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*as_status(status))) return 0;
    return text.extract(as_uchars(out), capacity, *as_status(status));
}

// Decimal strings come from Swift with an explicit length and no terminator.
std::string decimal_string(const char *decimal, int32_t length) {
    return std::string(decimal, static_cast<size_t>(length));
}

int32_t fraction_digit_count(const std::string &decimal) {
    auto point = decimal.find('.');
    if (point == std::string::npos) return 0;
    auto end = decimal.find_first_of("eE", point);
    if (end == std::string::npos) end = decimal.size();
    return static_cast<int32_t>(end - point - 1);
}

}  // namespace

extern "C" {

const char *vz_error_name(int32_t status) { return u_errorName(static_cast<UErrorCode>(status)); }

void vz_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    std::strncpy(out, text, static_cast<size_t>(capacity));
    if (capacity > 0) out[capacity - 1] = '\0';
}

// MARK: - Locales

int32_t vz_locale_from_language_tag(const char *tag, char *out, int32_t capacity,
                                    int32_t *parsed_length, int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed_length, as_status(status));
}

int32_t vz_locale_to_language_tag(const char *locale_id, char *out, int32_t capacity,
                                  int32_t *status) {
    return uloc_toLanguageTag(locale_id, out, capacity, true, as_status(status));
}

const char *vz_locale_default(void) { return uloc_getDefault(); }

int32_t vz_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity,
                                     int32_t *status) {
    return uloc_addLikelySubtags(locale_id, out, capacity, as_status(status));
}

int32_t vz_locale_numbering_system(const char *locale_id, char *name, int32_t capacity,
                                   int32_t *is_algorithmic, int32_t *status) {
    UNumberingSystem *system = unumsys_open(locale_id, as_status(status));
    if (U_FAILURE(*as_status(status)) || system == nullptr) return 0;
    *is_algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
    const char *found = unumsys_getName(system);
    int32_t length = found ? static_cast<int32_t>(std::strlen(found)) : 0;
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    } else if (found) {
        std::memcpy(name, found, static_cast<size_t>(length) + 1);
    }
    unumsys_close(system);
    return length;
}

// MARK: - Spell-out

struct vz_spellout {
    UNumberFormat *format;
};

}  // extern "C"

namespace {

// Takes ownership of an opened RBNF format, fixing its rule set when one is named.
vz_spellout *wrap_spellout(UNumberFormat *format, const uint16_t *rule_set,
                           int32_t rule_set_length, int32_t *status) {
    if (U_FAILURE(*as_status(status))) {
        if (format) unum_close(format);
        return nullptr;
    }
    // Past a rule set's range RBNF writes digits in the locale's numbering system ("١٬٠٠٠" in
    // Arabic, Roman numerals for -u-nu-roman, built at great cost). Vocalize reads such digits
    // aloud one by one, so it asks for ASCII digits, which it recognises in every language.
    if (auto *rbnf = dynamic_cast<icu::RuleBasedNumberFormat *>(reinterpret_cast<icu::NumberFormat *>(format))) {
        UErrorCode symbols_status = U_ZERO_ERROR;
        icu::Locale latin(unum_getLocaleByType(format, ULOC_VALID_LOCALE, &symbols_status));
        latin.setKeywordValue("numbers", "latn", symbols_status);
        auto *symbols = new icu::DecimalFormatSymbols(latin, symbols_status);
        if (U_SUCCESS(symbols_status)) {
            rbnf->adoptDecimalFormatSymbols(symbols);
        } else {
            delete symbols;
        }
    }
    if (rule_set != nullptr) {
        unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, as_uchars(rule_set), rule_set_length,
                              as_status(status));
        if (U_FAILURE(*as_status(status))) {
            unum_close(format);
            return nullptr;
        }
    }
    return new vz_spellout{format};
}

}  // namespace

extern "C" {

vz_spellout *vz_spellout_open(const char *locale_id, const uint16_t *rule_set,
                              int32_t rule_set_length, int32_t *status) {
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, nullptr, 0, locale_id, nullptr,
                                      as_status(status));
    return wrap_spellout(format, rule_set, rule_set_length, status);
}

vz_spellout *vz_spellout_open_rules(const char *locale_id, const uint16_t *rules,
                                    int32_t rules_length, const uint16_t *rule_set,
                                    int32_t rule_set_length, int32_t *parse_line,
                                    int32_t *status) {
    UParseError parse_error{};
    UNumberFormat *format = unum_open(UNUM_PATTERN_RULEBASED, as_uchars(rules), rules_length,
                                      locale_id, &parse_error, as_status(status));
    *parse_line = parse_error.line;
    return wrap_spellout(format, rule_set, rule_set_length, status);
}

void vz_spellout_close(vz_spellout *formatter) {
    if (!formatter) return;
    unum_close(formatter->format);
    delete formatter;
}

int32_t vz_spellout_drop_soft_hyphens(vz_spellout *formatter, const char *locale_id) {
    auto *original = dynamic_cast<icu::RuleBasedNumberFormat *>(reinterpret_cast<icu::NumberFormat *>(formatter->format));
    if (original == nullptr) return 0;
    icu::UnicodeString rules = original->getRules();
    const icu::UnicodeString soft_hyphen(static_cast<UChar>(0x00AD));
    if (rules.indexOf(soft_hyphen) < 0) return 0;
    rules.findAndReplace(soft_hyphen, icu::UnicodeString());
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error{};
    UNumberFormat *rebuilt = unum_open(UNUM_PATTERN_RULEBASED, rules.getBuffer(), rules.length(),
                                       locale_id, &parse_error, &status);
    auto *rebuilt_rbnf = U_SUCCESS(status)
        ? dynamic_cast<icu::RuleBasedNumberFormat *>(reinterpret_cast<icu::NumberFormat *>(rebuilt))
        : nullptr;
    if (rebuilt_rbnf == nullptr) {
        if (rebuilt) unum_close(rebuilt);
        return 0;
    }
    // What the old one was set to: its rule set, its capitalization, and the ASCII digits of
    // its own locale past the rules' range (as wrap_spellout chose them).
    rebuilt_rbnf->setDefaultRuleSet(original->getDefaultRuleSetName(), status);
    rebuilt_rbnf->setContext(original->getContext(UDISPCTX_TYPE_CAPITALIZATION, status), status);
    icu::Locale latin(unum_getLocaleByType(formatter->format, ULOC_VALID_LOCALE, &status));
    latin.setKeywordValue("numbers", "latn", status);
    auto *symbols = new icu::DecimalFormatSymbols(latin, status);
    if (U_FAILURE(status)) {
        delete symbols;
        unum_close(rebuilt);
        return 0;
    }
    rebuilt_rbnf->adoptDecimalFormatSymbols(symbols);
    unum_close(formatter->format);
    formatter->format = rebuilt;
    return 1;
}

int32_t vz_spellout_actual_locale(const vz_spellout *formatter, char *out, int32_t capacity,
                                  int32_t *status) {
    const char *actual = unum_getLocaleByType(formatter->format, ULOC_ACTUAL_LOCALE,
                                              as_status(status));
    if (U_FAILURE(*as_status(status)) || actual == nullptr) return 0;
    int32_t length = static_cast<int32_t>(std::strlen(actual));
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    std::memcpy(out, actual, static_cast<size_t>(length) + 1);
    return length;
}

int32_t vz_spellout_rule_sets(const vz_spellout *formatter, uint16_t *out, int32_t capacity,
                              int32_t *status) {
    return unum_getTextAttribute(formatter->format, UNUM_PUBLIC_RULESETS, as_uchars(out),
                                 capacity, as_status(status));
}

int32_t vz_spellout_default_rule_set(const vz_spellout *formatter, uint16_t *out, int32_t capacity,
                                     int32_t *status) {
    return unum_getTextAttribute(formatter->format, UNUM_DEFAULT_RULESET, as_uchars(out), capacity,
                                 as_status(status));
}

int32_t vz_spellout_format_double(const vz_spellout *formatter, double value, uint16_t *out,
                                  int32_t capacity, int32_t *status) {
    return unum_formatDouble(formatter->format, value, as_uchars(out), capacity, nullptr,
                             as_status(status));
}

int32_t vz_spellout_format_int64(const vz_spellout *formatter, int64_t value, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    return unum_formatInt64(formatter->format, value, as_uchars(out), capacity, nullptr,
                            as_status(status));
}

}  // extern "C"

namespace {

// What a listener should not get from spelled-out text, by UTF-16 unit (all of these are in the
// BMP): 1 leave out (soft hyphen, Arabic letter mark, zero-width space, direction marks,
// embeddings and isolates, word joiner, BOM), 2 write as a space (no-break, figure, thin,
// narrow no-break and ideographic spaces). SpokenText in Swift asks this too, so the two
// cleanings cannot drift apart.
inline int32_t spelled_unit_class(uint16_t unit) {
    switch (unit) {
        case 0x00AD: case 0x061C: case 0x200B: case 0x200E: case 0x200F: case 0x202A:
        case 0x202B: case 0x202C: case 0x202D: case 0x202E: case 0x2060: case 0x2066:
        case 0x2067: case 0x2068: case 0x2069: case 0xFEFF:
            return 1;
        case 0x00A0: case 0x2007: case 0x2009: case 0x202F: case 0x3000:
            return 2;
        default:
            return 0;
    }
}

// Writes spelled-out UTF-16 as UTF-8 for a listener (see vz_spellout_spell_int64), noting
// digits, spaces to fold and whether all of it is ASCII.
class SpelledWriter {
  public:
    // `padded`: sixteen units past the end may be read, and are zero.
    SpelledWriter(const UChar *units, int32_t count, uint8_t *out, bool padded)
        : units_(units), count_(count), out_(out), padded_(padded) {}

    // `out` holds at least three bytes per unit and 16 more.
    int32_t write(uint32_t *flags) {
        int32_t index = 0;
#if defined(__SSE2__)
        // All-ASCII text (most spellings) goes through the lean loop; the rest, and text with
        // accents or soft hyphens, chunk by chunk.
        index = copy_ascii_chunks(0);
        while (index < count_) index += write_chunk(index);
#else
        while (index < count_) index += units_[index] < 0x80 ? write_ascii(units_[index]) : write_other(index);
#endif
        // A trailing space, or nothing written at all, leaves previous_space_ at 1.
        *flags = (has_digits_ != 0 ? VZ_SPELLED_HAS_DIGITS : 0)
            | (doubled_space_ != 0 || previous_space_ != 0 ? VZ_SPELLED_NEEDS_FOLDING : 0)
            | (non_ascii_ == 0 ? VZ_SPELLED_ASCII : 0);
        return written_;
    }

  private:
    const UChar *units_;
    int32_t count_;
    uint8_t *out_;
    bool padded_;
    int32_t written_ = 0;
    uint32_t has_digits_ = 0;
    uint32_t doubled_space_ = 0;
    uint32_t non_ascii_ = 0;
    // 1 when the last character written was a space; starting at 1 flags a leading space.
    uint32_t previous_space_ = 1;

#if !defined(__SSE2__)
    // One unit at a time, where there is no SSE2. Everything inlined into `write`, so the
    // state stays in registers (a store through `out_` could otherwise alias any member).
    __attribute__((always_inline)) int32_t write_ascii(uint32_t unit) {
        has_digits_ |= (unit - 0x30) < 10;
        const uint32_t space = unit == 0x20;
        doubled_space_ |= space & previous_space_;
        previous_space_ = space;
        out_[written_++] = static_cast<uint8_t>(unit);
        return 1;
    }

    // Writes the non-ASCII unit at `index`; returns the units read (2 for a surrogate pair).
    __attribute__((always_inline)) int32_t write_other(int32_t index) {
        uint32_t scalar = units_[index];
        non_ascii_ = 1;
        const int32_t kind = spelled_unit_class(static_cast<uint16_t>(scalar));
        if (kind == 1) return 1;
        if (kind == 2) {
            doubled_space_ |= previous_space_;
            previous_space_ = 1;
            out_[written_++] = 0x20;
            return 1;
        }
        previous_space_ = 0;
        return write_scalar(index);
    }
#endif

    // A unit outside ASCII that is kept, at `index`, as UTF-8 (2 or 3 bytes, or 4 for a
    // surrogate pair, or U+FFFD for an unpaired surrogate); returns the units read. Shared by
    // the unit-by-unit writer and the SSE2 one.
    __attribute__((always_inline)) int32_t write_scalar(int32_t index) {
        uint32_t scalar = units_[index];
        if (scalar >= 0xD800 && scalar < 0xE000) {
            if (scalar < 0xDC00 && index + 1 < count_ && units_[index + 1] >= 0xDC00 && units_[index + 1] < 0xE000) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (static_cast<uint32_t>(units_[index + 1]) - 0xDC00);
                out_[written_++] = static_cast<uint8_t>(0xF0 | (scalar >> 18));
                out_[written_++] = static_cast<uint8_t>(0x80 | ((scalar >> 12) & 0x3F));
                out_[written_++] = static_cast<uint8_t>(0x80 | ((scalar >> 6) & 0x3F));
                out_[written_++] = static_cast<uint8_t>(0x80 | (scalar & 0x3F));
                return 2;
            }
            scalar = 0xFFFD;  // an unpaired surrogate, as Swift's decoders read it
        }
        if (scalar < 0x800) {
            out_[written_++] = static_cast<uint8_t>(0xC0 | (scalar >> 6));
            out_[written_++] = static_cast<uint8_t>(0x80 | (scalar & 0x3F));
            return 1;
        }
        out_[written_++] = static_cast<uint8_t>(0xE0 | (scalar >> 12));
        out_[written_++] = static_cast<uint8_t>(0x80 | ((scalar >> 6) & 0x3F));
        out_[written_++] = static_cast<uint8_t>(0x80 | (scalar & 0x3F));
        return 1;
    }

#if defined(__SSE2__)
    // Whole chunks of sixteen ASCII units from `index`, each in one store, with as few values
    // live as the loop needs (the usual case: English and most Latin-script spellings are all
    // ASCII); returns the units copied, 0 when the next sixteen are not all ASCII.
    __attribute__((always_inline)) int32_t copy_ascii_chunks(int32_t index) {
        const UChar *source = units_ + index;
        const UChar *const end = units_ + count_;
        uint8_t *target = out_ + written_;
        uint32_t digits = 0;
        uint32_t doubled = 0;
        uint32_t previous = previous_space_;
        const __m128i top = _mm_set1_epi16(static_cast<short>(0xFF80));
        while (end - source >= 16) {
            const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i *>(source));
            const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i *>(source + 8));
            const __m128i outside = _mm_and_si128(_mm_or_si128(low, high), top);
            if (_mm_movemask_epi8(_mm_cmpeq_epi16(outside, _mm_setzero_si128())) != 0xFFFF) break;
            const __m128i bytes = _mm_packus_epi16(low, high);
            const __m128i offset = _mm_sub_epi8(bytes, _mm_set1_epi8(0x30));
            digits |= static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(offset, _mm_set1_epi8(9)), offset)));
            const uint32_t spaces = static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(0x20))));
            doubled |= spaces & ((spaces << 1) | previous);
            previous = spaces >> 15;
            _mm_storeu_si128(reinterpret_cast<__m128i *>(target), bytes);
            source += 16;
            target += 16;
        }
        const int32_t copied = static_cast<int32_t>(source - (units_ + index));
        if (copied == 0) return 0;
        has_digits_ |= digits;
        doubled_space_ |= doubled;
        previous_space_ = previous;
        written_ += copied;
        return copied;
    }

    // Sixteen units from `index` (fewer at the end, from a zero-padded copy), one mask bit per
    // unit: each run of ASCII is copied by one 16-byte store, each other unit written on its
    // own. Spelled text is mostly ASCII with a soft hyphen or an accent here and there, or, in
    // other scripts, few ASCII at all. Returns the units read.
    __attribute__((always_inline)) int32_t write_chunk(int32_t index) {
        const int32_t left = count_ - index;
        const uint32_t limit = left < 16 ? static_cast<uint32_t>(left) : 16;
        const UChar *source = units_ + index;
        alignas(16) UChar padded[16];
        if (left < 16 && !padded_) {
            std::memset(padded, 0, sizeof padded);
            std::memcpy(padded, source, static_cast<size_t>(left) * sizeof(UChar));
            source = padded;
        }
        const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i *>(source));
        const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i *>(source + 8));
        const __m128i top = _mm_set1_epi16(static_cast<short>(0xFF80));
        const __m128i ascii_lanes = _mm_packs_epi16(_mm_cmpeq_epi16(_mm_and_si128(low, top), _mm_setzero_si128()),
                                                    _mm_cmpeq_epi16(_mm_and_si128(high, top), _mm_setzero_si128()));
        // A bit per unit outside ASCII, and bit `limit` so a count of trailing zeros stops there.
        const uint32_t other = (~static_cast<uint32_t>(_mm_movemask_epi8(ascii_lanes)) & ((1u << limit) - 1)) | (1u << limit);
        // Right for the ASCII units, the only ones copied from it; the others become 0x00 or
        // 0xFF, neither a digit nor a space.
        const __m128i bytes = _mm_packus_epi16(low, high);
        const __m128i offset = _mm_sub_epi8(bytes, _mm_set1_epi8(0x30));
        has_digits_ |= static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(offset, _mm_set1_epi8(9)), offset)))
            & ((1u << limit) - 1);
        const uint32_t spaces = static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(0x20))))
            & ((1u << limit) - 1);
        if (other == (1u << limit)) {
            // All ASCII, the usual case: one store.
            doubled_space_ |= spaces & ((spaces << 1) | previous_space_);
            previous_space_ = (spaces >> (limit - 1)) & 1;
            _mm_storeu_si128(reinterpret_cast<__m128i *>(out_ + written_), bytes);
            written_ += static_cast<int32_t>(limit);
            return static_cast<int32_t>(limit);
        }
        // Room for a 16-byte load from any lane; bytes past the 16th are never kept.
        alignas(16) uint8_t lanes[32];
        _mm_store_si128(reinterpret_cast<__m128i *>(lanes), bytes);
        non_ascii_ = 1;
        // A bit per unit left out and per unit written as a space: the spacing is settled for
        // the whole chunk below, so a soft hyphen or a letter costs no bookkeeping of its own.
        uint32_t dropped = 0;
        uint32_t spaced = spaces;
        uint32_t position = 0;
        int32_t written = written_;
        while (true) {
            const uint32_t end = position + static_cast<uint32_t>(__builtin_ctz(other >> position));
            // The ASCII run before it: sixteen bytes stored, `end - position` kept (what
            // follows overwrites the rest; `out_` has room for them).
            _mm_storeu_si128(reinterpret_cast<__m128i *>(out_ + written),
                             _mm_loadu_si128(reinterpret_cast<const __m128i *>(lanes + position)));
            written += static_cast<int32_t>(end - position);
            if (end >= limit) break;
            const uint32_t unit = units_[index + static_cast<int32_t>(end)];
            position = end + 1;
            if (unit == 0x00AD) {  // the soft hyphen, in most German, Dutch, Swedish… spellings
                dropped |= 1u << end;
                continue;
            }
            if (unit < 0x800 && unit != 0x00A0 && unit != 0x061C) {  // a Latin, Greek, Cyrillic… letter
                out_[written] = static_cast<uint8_t>(0xC0 | (unit >> 6));
                out_[written + 1] = static_cast<uint8_t>(0x80 | (unit & 0x3F));
                written += 2;
                continue;
            }
            const int32_t kind = spelled_unit_class(static_cast<uint16_t>(unit));
            if (kind == 1) {
                dropped |= 1u << end;
            } else if (kind == 2) {
                spaced |= 1u << end;
                out_[written++] = 0x20;
            } else {
                written_ = written;
                position = end + static_cast<uint32_t>(write_scalar(index + static_cast<int32_t>(end)));
                written = written_;
                if (position >= limit) break;  // past `limit` when a surrogate pair straddles it
            }
        }
        written_ = written;
        // Spacing, one bit per unit with bit 0 the unit before the chunk: a unit left out
        // passes on whether a space came before it, and a space after a space is doubled.
        uint32_t effective = (spaced << 1) | previous_space_;
        const uint32_t carriers = dropped << 1;
        while (carriers != 0) {
            const uint32_t next = effective | ((effective << 1) & carriers);
            if (next == effective) break;
            effective = next;
        }
        doubled_space_ |= ((spaced << 1) & (effective << 1)) != 0;
        previous_space_ = (effective >> limit) & 1;
        return static_cast<int32_t>(position > limit ? position : limit);
    }
#endif
};

int32_t write_spelled(const UChar *units, int32_t count, uint8_t *out, bool padded, uint32_t *flags) {
    return SpelledWriter(units, count, out, padded).write(flags);
}

}  // namespace

extern "C" {

int32_t vz_spelled_unit_class(uint16_t unit) { return spelled_unit_class(unit); }

int32_t vz_spelled_utf8(const uint16_t *units, int32_t count, uint8_t *out, uint32_t *flags) {
    return write_spelled(as_uchars(units), count, out, false, flags);
}

int32_t vz_spellout_spell_int64(const vz_spellout *formatter, int64_t value, uint8_t *out,
                                int32_t capacity, uint32_t *flags, int32_t *status) {
    *flags = 0;
    if (U_FAILURE(*as_status(status))) return 0;
    // ICU's C++ call is what unum_formatInt64 makes, without copying the result out of the
    // UnicodeString: it writes into this stack buffer, or its own when the text is longer.
    // 16 units to spare past ICU's room, zeroed after the text, so the writer reads sixteen
    // at a time to the end without copying the last few.
    UChar stack[256 + 16];
    UnicodeString text(stack, 0, 256);
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    reinterpret_cast<const icu::NumberFormat *>(formatter->format)->format(value, text, position);
    if (text.isBogus()) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    const int32_t count = text.length();
    if (count > (capacity - 16) / 3) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return count * 3 + 16;
    }
    const UChar *units = text.getBuffer();
    const bool padded = units == stack;
    if (padded) std::memset(stack + count, 0, 16 * sizeof(UChar));
    return write_spelled(units, count, out, padded, flags);
}

// MARK: - Parsing

struct vz_number_parser {
    UNumberFormat *format;
};

vz_number_parser *vz_number_parser_open(const char *locale_id, int32_t *status) {
    UNumberFormat *format = unum_open(UNUM_DECIMAL, nullptr, 0, locale_id, nullptr,
                                      as_status(status));
    if (U_FAILURE(*as_status(status))) {
        if (format) unum_close(format);
        return nullptr;
    }
    // Strict parsing: "1,2,3" must not silently become 123.
    unum_setAttribute(format, UNUM_LENIENT_PARSE, 0);
    unum_setAttribute(format, UNUM_PARSE_NO_EXPONENT, 1);
    return new vz_number_parser{format};
}

uint16_t vz_number_parser_grouping_separator(const vz_number_parser *parser) {
    UChar symbol[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(parser->format, UNUM_GROUPING_SEPARATOR_SYMBOL, symbol, 8, &status);
    return U_SUCCESS(status) && length == 1 ? symbol[0] : 0;
}

uint16_t vz_number_parser_decimal_separator(const vz_number_parser *parser) {
    UChar symbol[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(parser->format, UNUM_DECIMAL_SEPARATOR_SYMBOL, symbol, 8, &status);
    return U_SUCCESS(status) && length == 1 ? symbol[0] : 0;
}

uint16_t vz_number_parser_zero_digit(const vz_number_parser *parser) {
    UChar symbol[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(parser->format, UNUM_ZERO_DIGIT_SYMBOL, symbol, 8, &status);
    return U_SUCCESS(status) && length == 1 ? symbol[0] : 0;
}

int32_t vz_number_parser_grouping_size(const vz_number_parser *parser, int32_t secondary) {
    return unum_getAttribute(parser->format, secondary ? UNUM_SECONDARY_GROUPING_SIZE : UNUM_GROUPING_SIZE);
}

void vz_number_parser_close(vz_number_parser *parser) {
    if (!parser) return;
    unum_close(parser->format);
    delete parser;
}

int32_t vz_number_parser_parse(const vz_number_parser *parser, const uint16_t *text,
                               int32_t length, char *out, int32_t capacity, int32_t *status) {
    int32_t position = 0;
    int32_t written = unum_parseDecimal(parser->format, as_uchars(text), length, &position, out,
                                        capacity, as_status(status));
    if (U_SUCCESS(*as_status(status)) && position != length) {
        *status = U_PARSE_ERROR;
        return 0;
    }
    return written;
}

// MARK: - Units

struct vz_unit_formatter {
    icu::number::LocalizedNumberFormatter formatter;
};

vz_unit_formatter *vz_unit_formatter_open(const char *locale_id, const uint16_t *skeleton,
                                          int32_t skeleton_length, const char *display_case,
                                          int32_t *status) {
    UnicodeString text(as_uchars(skeleton), skeleton_length);
    auto unlocalized = icu::number::NumberFormatter::forSkeleton(text, *as_status(status));
    if (U_FAILURE(*as_status(status))) return nullptr;
    if (display_case != nullptr && *display_case != 0) {
        unlocalized = unlocalized.unitDisplayCase(display_case);
    }
    return new vz_unit_formatter{unlocalized.locale(icu::Locale(locale_id))};
}

void vz_unit_formatter_close(vz_unit_formatter *formatter) { delete formatter; }

int32_t vz_unit_formatter_format_decimal(const vz_unit_formatter *formatter,
                                         const char *decimal, int32_t decimal_length,
                                         uint16_t *out, int32_t capacity,
                                         int32_t *number_start, int32_t *number_limit,
                                         int32_t *noun_class, int32_t *status) {
    UErrorCode *code = as_status(status);
    std::string value = decimal_string(decimal, decimal_length);
    auto result = formatter->formatter.formatDecimal(value.c_str(), *code);
    if (U_FAILURE(*code)) return 0;

    // Without a place for the span, none is asked for: ICU's first field iteration builds its
    // static Unicode sets (6 M instructions), which a caller that finds the digits itself
    // need not pay.
    if (number_start != nullptr && number_limit != nullptr) {
        vocalize::number_span(result, value.find('-') != std::string::npos, number_start, number_limit, *code);
        if (U_FAILURE(*code)) return 0;
    }

    UErrorCode noun_status = U_ZERO_ERROR;
    UDisplayOptionsNounClass noun = result.getNounClass(noun_status);
    *noun_class = U_SUCCESS(noun_status) ? static_cast<int32_t>(noun) : 0;

    UnicodeString text = result.toString(*code);
    return extract(text, out, capacity, status);
}

// MARK: - Plurals

struct vz_plural_rules {
    std::unique_ptr<icu::PluralRules> rules;
    icu::number::LocalizedNumberFormatter plain;
    // One long-lived formatter per count of fraction digits: ICU compiles a formatter after a
    // few uses, so a formatter made per call would be rebuilt from locale data every time.
    icu::number::LocalizedNumberFormatter byFractionDigits[8];
};

vz_plural_rules *vz_plural_rules_open(const char *locale_id, int32_t *status) {
    icu::Locale locale(locale_id);
    std::unique_ptr<icu::PluralRules> rules(
        icu::PluralRules::forLocale(locale, UPLURAL_TYPE_CARDINAL, *as_status(status)));
    if (U_FAILURE(*as_status(status))) return nullptr;
    auto *opened = new vz_plural_rules{std::move(rules), icu::number::NumberFormatter::withLocale(locale), {}};
    for (int32_t digits = 0; digits < 8; ++digits) {
        opened->byFractionDigits[digits] =
            opened->plain.precision(icu::number::Precision::fixedFraction(digits));
    }
    return opened;
}

void vz_plural_rules_close(vz_plural_rules *rules) { delete rules; }

int32_t vz_plural_rules_select(const vz_plural_rules *rules, const char *decimal,
                               int32_t decimal_length, char *out, int32_t capacity,
                               int32_t *status) {
    UErrorCode *code = as_status(status);
    std::string value = decimal_string(decimal, decimal_length);
    // Keep the fraction digits as written: "1.0 hours" is plural in English.
    int32_t digits = fraction_digit_count(value);
    auto formatted = digits < 8
        ? rules->byFractionDigits[digits].formatDecimal(value.c_str(), *code)
        : rules->plain.precision(icu::number::Precision::fixedFraction(digits))
              .formatDecimal(value.c_str(), *code);
    if (U_FAILURE(*code)) return 0;
    UnicodeString keyword = rules->rules->select(formatted, *code);
    if (U_FAILURE(*code)) return 0;
    std::string utf8;
    keyword.toUTF8String(utf8);
    int32_t length = static_cast<int32_t>(utf8.size());
    if (length >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    std::memcpy(out, utf8.c_str(), utf8.size() + 1);
    return length;
}

int32_t vz_plural_rules_select_integer(const vz_plural_rules *rules, int64_t value) {
    // Whole numbers need no formatting: select(double) is exact below 2^53.
    static const char16_t *const names[] = {u"zero", u"one", u"two", u"few", u"many", u"other"};
    UnicodeString keyword = rules->rules->select(static_cast<double>(value));
    for (int32_t index = 0; index < 6; index++) {
        if (keyword == names[index]) return index;
    }
    return 5;
}

// MARK: - Currencies

int32_t vz_currency_is_known(const uint16_t *code) {
    // Legal tender at any time from the dawn of ICU's data to far in the future: a code in
    // ICU's currency map (every currency of every region, past and present), which is what
    // ucurr_isAvailable(code, -1e300, 1e300) answers from. That call first builds a table of
    // every code with its dates (2.1 M instructions at start); a code in use is found here
    // after a few regions. (Checked against ucurr_isAvailable for every code AAA–ZZZ.)
    const UChar *wanted = as_uchars(code);
    const int32_t length = u_strlen(wanted);
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *supplemental = ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "curr", "supplementalData", &status);
    UResourceBundle *map = ures_getByKey(supplemental, "CurrencyMap", nullptr, &status);
    UResourceBundle *region = nullptr;
    UResourceBundle *entry = nullptr;
    bool found = false;
    const int32_t regions = U_SUCCESS(status) ? ures_getSize(map) : 0;
    for (int32_t i = 0; U_SUCCESS(status) && !found && i < regions; i++) {
        region = ures_getByIndex(map, i, region, &status);
        const int32_t entries = U_SUCCESS(status) ? ures_getSize(region) : 0;
        for (int32_t j = 0; U_SUCCESS(status) && !found && j < entries; j++) {
            entry = ures_getByIndex(region, j, entry, &status);
            UErrorCode id_status = U_ZERO_ERROR;
            int32_t id_length = 0;
            const UChar *id = ures_getStringByKey(entry, "id", &id_length, &id_status);
            found = U_SUCCESS(id_status) && id_length == length && u_memcmp(id, wanted, length) == 0;
        }
    }
    ures_close(entry);
    ures_close(region);
    ures_close(map);
    ures_close(supplemental);
    return found ? 1 : 0;
}

/// ICU's codes of currencies in common use and not deprecated (RUR, the ruble of 1991–1998,
/// is deprecated), read once: every money reading asks. ucurr_isAvailable(code, now, now) is
/// not used: ICU 72 says no for GBP, INR and DKK.
static const std::set<std::u16string> &current_currency_codes() {
    static const std::set<std::u16string> codes = [] {
        std::set<std::u16string> found;
        UErrorCode status = U_ZERO_ERROR;
        UEnumeration *all = ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &status);
        if (U_FAILURE(status)) return found;
        int32_t length = 0;
        while (const UChar *code = uenum_unext(all, &length, &status)) {
            if (U_FAILURE(status)) break;
            found.insert(std::u16string(code, code + length));
        }
        uenum_close(all);
        return found;
    }();
    return codes;
}

int32_t vz_currency_is_current(const uint16_t *code) {
    std::u16string key;
    for (const uint16_t *unit = code; *unit != 0 && key.size() < 4; ++unit) key.push_back(static_cast<char16_t>(*unit));
    return current_currency_codes().count(key) ? 1 : 0;
}

int32_t vz_currency_fraction_digits(const uint16_t *code, int32_t *status) {
    return ucurr_getDefaultFractionDigits(as_uchars(code), as_status(status));
}

// MARK: - Units

int32_t vz_unit_is_known(const char *identifier) {
    UErrorCode status = U_ZERO_ERROR;
    icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, status);
    if (U_FAILURE(status)) return 0;
    icu::UMeasureUnitComplexity complexity = unit.getComplexity(status);
    if (U_FAILURE(status) || complexity == icu::UMEASURE_UNIT_MIXED) return 0;
    if (complexity == icu::UMEASURE_UNIT_SINGLE) return 1;
    // A unit CLDR names as one ("kilowatt-hour", "pound-force-foot") is known, though ICU
    // reads its identifier as a product.
    // The list is made once (a function-local static is initialised once, thread-safely).
    static const std::vector<std::string> named = [] {
        std::vector<std::string> names;
        UErrorCode list_status = U_ZERO_ERROR;
        int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, list_status);
        if (count <= 0) return names;
        std::vector<icu::MeasureUnit> units(static_cast<size_t>(count));
        list_status = U_ZERO_ERROR;
        count = icu::MeasureUnit::getAvailable(units.data(), count, list_status);
        if (U_FAILURE(list_status)) return names;
        for (int32_t index = 0; index < count; ++index) names.emplace_back(units[static_cast<size_t>(index)].getSubtype());
        return names;
    }();
    for (const auto &name : named) {
        if (name == identifier) return 1;
    }
    // A compound is a quotient ("kilometer-per-hour"): one unit above the line. ICU also reads
    // "degree-celsius" as degree times celsius, which names nothing a person measures.
    auto split = unit.splitToSingleUnits(status);
    if (U_FAILURE(status)) return 0;
    int32_t numerators = 0;
    for (int32_t index = 0; index < split.second; ++index) {
        if (split.first[index].getDimensionality(status) > 0) ++numerators;
    }
    return U_SUCCESS(status) && numerators <= 1 ? 1 : 0;
}

}  // extern "C"
