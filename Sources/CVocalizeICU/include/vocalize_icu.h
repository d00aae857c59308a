// The C boundary between Vocalize (Swift) and ICU.
//
// Swift never sees an ICU header: Debian's ICU renames every entry point with macros Swift
// cannot import, and Foundation ships its own ICU. Everything here uses plain C types:
// opaque handles, int32_t status codes (ICU's UErrorCode values), UTF-16 buffers as uint16_t.
//
// Buffer convention: functions writing text return the full length needed; when it exceeds
// `capacity` the status is U_BUFFER_OVERFLOW_ERROR (15) and the caller retries with more room.
#ifndef VOCALIZE_ICU_H
#define VOCALIZE_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Status

/// ICU's name for a status code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *vz_error_name(int32_t status);
/// ICU's version, e.g. "72.1".
void vz_icu_version(char *out, int32_t capacity);

// MARK: - Locales

/// Parses a BCP 47 tag into an ICU locale ID; `parsed_length` tells how much was accepted.
int32_t vz_locale_from_language_tag(const char *tag, char *out, int32_t capacity,
                                    int32_t *parsed_length, int32_t *status);
/// Turns an ICU locale ID into a well-formed BCP 47 tag.
int32_t vz_locale_to_language_tag(const char *locale_id, char *out, int32_t capacity,
                                  int32_t *status);
/// ICU's default locale ID (where it falls back when it has no data for a locale).
const char *vz_locale_default(void);
/// Adds the likely script and region ("zh_TW" → "zh_Hant_TW").
int32_t vz_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity,
                                     int32_t *status);

/// The numbering system a locale writes numbers in ("latn", "arab", "roman"), and whether it is
/// algorithmic (numbers written by rules, like Roman numerals) rather than ten digits.
int32_t vz_locale_numbering_system(const char *locale_id, char *name, int32_t capacity,
                                   int32_t *is_algorithmic, int32_t *status);

// MARK: - Rule-based spell-out

typedef struct vz_spellout vz_spellout;

/// Opens ICU's spell-out rules for a locale; `rule_set` (UTF-16, may be NULL) fixes the rule set.
vz_spellout *vz_spellout_open(const char *locale_id, const uint16_t *rule_set,
                              int32_t rule_set_length, int32_t *status);
/// Opens spell-out rules from RBNF rule text (a locale profile's own rule sets); `rule_set`
/// (may be NULL) picks the public rule set to use.
vz_spellout *vz_spellout_open_rules(const char *locale_id, const uint16_t *rules,
                                    int32_t rules_length, const uint16_t *rule_set,
                                    int32_t rule_set_length, int32_t *parse_line,
                                    int32_t *status);
void vz_spellout_close(vz_spellout *formatter);
/// Rebuilds `formatter` in place from its own rules with every soft hyphen (U+00AD) taken
/// out, keeping its rule set, capitalization and digit symbols: it then writes what
/// vz_spellout_spell_int64 kept of the old one's text, with no soft hyphen to leave out and
/// fewer characters for ICU to insert. Costs about as much as opening it again (more for
/// large rule texts), so it is for a formatter that is spelling many numbers. Returns 1 when
/// rebuilt; 0 when the rules have no soft hyphen or rebuilding failed (it is left as it was).
int32_t vz_spellout_drop_soft_hyphens(vz_spellout *formatter, const char *locale_id);
/// The locale whose data ICU actually uses (it may fall back to the default locale or root).
int32_t vz_spellout_actual_locale(const vz_spellout *formatter, char *out, int32_t capacity,
                                  int32_t *status);
/// The public rule set names, each followed by ';' ("%spellout-numbering;%spellout-cardinal;").
int32_t vz_spellout_rule_sets(const vz_spellout *formatter, uint16_t *out, int32_t capacity,
                              int32_t *status);
/// The rule set a formatter uses when none is named (UTF-16, without terminator).
int32_t vz_spellout_default_rule_set(const vz_spellout *formatter, uint16_t *out, int32_t capacity,
                                     int32_t *status);
/// Spells out a double; used only to learn a language's words for "point" and "minus".
int32_t vz_spellout_format_double(const vz_spellout *formatter, double value, uint16_t *out,
                                  int32_t capacity, int32_t *status);
int32_t vz_spellout_format_int64(const vz_spellout *formatter, int64_t value, uint16_t *out,
                                 int32_t capacity, int32_t *status);

/// Flags `vz_spellout_spell_int64` reports about the text it wrote.
enum {
    /// ASCII digits: past its rule set's range ICU fell back to writing the number.
    VZ_SPELLED_HAS_DIGITS = 1,
    /// A space begins or ends the text or follows another: it still needs folding.
    VZ_SPELLED_NEEDS_FOLDING = 2,
    /// Every byte written is ASCII.
    VZ_SPELLED_ASCII = 4,
};
/// Spells out an integer as UTF-8 into `out`, for a listener: the characters a listener
/// should not get (soft hyphen, direction marks, zero-width space, BOM…) left out, and the
/// special spaces (no-break, narrow, thin, figure, ideographic) written as ' '. Unpaired
/// surrogates become U+FFFD. The result is valid UTF-8. Returns the bytes written and sets
/// `flags` (VZ_SPELLED_*); when `capacity` is too small, sets U_BUFFER_OVERFLOW_ERROR and
/// returns the capacity needed. The hot path of every spoken number: ICU's C++ API into a
/// buffer on the stack, then one pass, eight units at a time where the CPU allows.
int32_t vz_spellout_spell_int64(const vz_spellout *formatter, int64_t value, uint8_t *out,
                                int32_t capacity, uint32_t *flags, int32_t *status);
/// `vz_spellout_spell_int64`'s writing on its own, for any UTF-16 text: `out` holds at least
/// three bytes per unit and 16 more (the text is written sixteen units at a time).
int32_t vz_spelled_utf8(const uint16_t *units, int32_t count, uint8_t *out, uint32_t *flags);
/// What `vz_spellout_spell_int64` does with one UTF-16 code unit outside ASCII: 0 keep,
/// 1 leave out, 2 write as a space. SpokenText's cleaning uses it too (one list).
int32_t vz_spelled_unit_class(uint16_t unit);

// MARK: - Locale-aware number parsing

typedef struct vz_number_parser vz_number_parser;

vz_number_parser *vz_number_parser_open(const char *locale_id, int32_t *status);
void vz_number_parser_close(vz_number_parser *parser);
/// The locale's grouping separator when it is one UTF-16 unit ("." in de, "," in en), else 0.
uint16_t vz_number_parser_grouping_separator(const vz_number_parser *parser);
/// The locale's decimal separator when it is one UTF-16 unit, else 0.
uint16_t vz_number_parser_decimal_separator(const vz_number_parser *parser);
/// The locale's zero digit when it is one UTF-16 unit ("0" where it writes Latin digits), else 0.
uint16_t vz_number_parser_zero_digit(const vz_number_parser *parser);
/// The locale's primary and secondary grouping sizes (3 and 3 in most, 3 and 2 in Hindi);
/// a secondary size of 0 or less means the primary one repeats.
int32_t vz_number_parser_grouping_size(const vz_number_parser *parser, int32_t secondary);
/// Parses the whole text as a locale-formatted number into a decimal string ("54038921.7").
/// Text left over after the number is U_PARSE_ERROR.
int32_t vz_number_parser_parse(const vz_number_parser *parser, const uint16_t *text,
                               int32_t length, char *out, int32_t capacity, int32_t *status);

// MARK: - Unit, percent and currency formatting (number skeletons)

typedef struct vz_unit_formatter vz_unit_formatter;

/// Opens a formatter from an ICU number skeleton ("unit/minute unit-width-full-name").
/// `display_case` names the grammatical case of unit names ("genitive"), where CLDR has case
/// forms for the locale; NULL or "" for the nominative.
vz_unit_formatter *vz_unit_formatter_open(const char *locale_id, const uint16_t *skeleton,
                                          int32_t skeleton_length, const char *display_case,
                                          int32_t *status);
void vz_unit_formatter_close(vz_unit_formatter *formatter);
/// Formats a decimal string. `number_start`/`number_limit` receive the UTF-16 span of the
/// number itself (sign, digits, separators; not looked for when they are NULL), `noun_class`
/// the unit's grammatical noun class (ICU's UDisplayOptionsNounClass, 0 when unknown).
int32_t vz_unit_formatter_format_decimal(const vz_unit_formatter *formatter,
                                         const char *decimal, int32_t decimal_length,
                                         uint16_t *out, int32_t capacity,
                                         int32_t *number_start, int32_t *number_limit,
                                         int32_t *noun_class, int32_t *status);

// MARK: - Plural rules

typedef struct vz_plural_rules vz_plural_rules;

vz_plural_rules *vz_plural_rules_open(const char *locale_id, int32_t *status);
void vz_plural_rules_close(vz_plural_rules *rules);
/// The plural category ("one", "few", "other", …) of a decimal string, visible fraction
/// digits included ("1.0" is "other" in English).
int32_t vz_plural_rules_select(const vz_plural_rules *rules, const char *decimal,
                               int32_t decimal_length, char *out, int32_t capacity,
                               int32_t *status);

/// The plural category of a whole number below 2^53 in magnitude, as an index into
/// zero, one, two, few, many, other.
int32_t vz_plural_rules_select_integer(const vz_plural_rules *rules, int64_t value);

// MARK: - Currencies

/// Whether a three-letter ISO 4217 code names a currency ICU knows (1) or not (0).
int32_t vz_currency_is_known(const uint16_t *code);
/// Whether a currency is legal tender today (1), not a withdrawn one such as RUR (0).
int32_t vz_currency_is_current(const uint16_t *code);
/// How many minor-unit digits a currency has (2 for EUR, 0 for JPY).
int32_t vz_currency_fraction_digits(const uint16_t *code, int32_t *status);

/// 1 when `identifier` is a unit ICU can name: a single unit ("kilometer", "square-meter") or
/// a quotient ("kilometer-per-hour"); 0 for products of units and mixed units.
int32_t vz_unit_is_known(const char *identifier);

#ifdef __cplusplus
}
#endif

#endif
