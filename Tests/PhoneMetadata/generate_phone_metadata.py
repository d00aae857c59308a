#!/usr/bin/env python3
"""Generates Vocalize's phone-number region table and its test fixture from libphonenumber's
metadata, as the `phonenumbers` package ships it.

    pip install phonenumbers==9.0.43        # the version the checked-in table was made from
    python3 Tests/PhoneMetadata/generate_phone_metadata.py

Writes two files (run from anywhere; paths are relative to the repository):

* Sources/Vocalize/Phone/PhoneMetadataTable.swift — every calling code with its regions: the
  national and international formats (group sizes, output, leading-digit pattern, national
  prefix formatting rule), and per region the international (IDD) prefix, the national prefix
  for parsing and its transform rule, the general national-number pattern and possible
  lengths, and the short and emergency number patterns. Only what Vocalize uses is kept.
* Tests/VocalizeTests/PhoneMetadataExamples.swift — libphonenumber's example number of every
  type in every region (and each non-geographic code) with its international and national
  formatted forms, which PhoneRegionTests compares Vocalize's groups against. The expected
  groups come from libphonenumber, never from Vocalize.

The table keeps libphonenumber's regular expressions as they are. The generator checks that
they use only the subset Vocalize's matcher (PhonePattern.swift) implements — digits, classes,
\\d, (?:…), capturing groups, |, ?, {n}, {n,m} and a final $ — and that every number format is
a sequence of (\\d{n}) or (\\d{n,m}) groups, so a format's groups follow from the length alone.
"""

import os
import re
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TABLE = os.path.join(ROOT, "Sources", "Vocalize", "Phone", "PhoneMetadataTable.swift")
FIXTURE = os.path.join(ROOT, "Tests", "VocalizeTests", "PhoneMetadataExamples.swift")

SUPPORTED_REGEX = re.compile(r"^(?:\\d|\(\?:|[()|?\[\]\-0-9]|\{\d+(?:,\d+)?\}|\$)*$")
FORMAT_GROUP = re.compile(r"\(\\d(?:\{(\d+)(?:,(\d+))?\})?\)")


def check_regex(pattern, where):
    if pattern is None:
        return ""
    if not SUPPORTED_REGEX.match(pattern) or ";" in pattern:
        sys.exit(f"unsupported regular expression in {where}: {pattern}")
    if "$" in pattern.replace(")$", "").rstrip("$"):
        sys.exit(f"'$' other than at the end of an alternative in {where}: {pattern}")
    return pattern


def group_sizes(pattern, where):
    """'(\\d{3})(\\d{3,4})' -> '3,3-4'."""
    sizes = []
    position = 0
    for match in FORMAT_GROUP.finditer(pattern):
        if match.start() != position:
            sys.exit(f"format pattern is not a sequence of digit groups in {where}: {pattern}")
        low = int(match.group(1) or 1)
        high = int(match.group(2) or low)
        sizes.append(str(low) if low == high else f"{low}-{high}")
        position = match.end()
    if position != len(pattern) or not sizes:
        sys.exit(f"format pattern is not a sequence of digit groups in {where}: {pattern}")
    return ",".join(sizes)


def output_spec(text):
    """A format or formatting rule with every run of punctuation made one ',':
    '(\\1) \\2-\\3' -> '$1,$2,$3'; '\\2 15-\\3-\\4' -> '$2,15,$3,$4'; '(0\\1)' -> '0$1'."""
    if text is None:
        return ""
    text = re.sub(r"\\(\d)", r"$\1", text)
    text = re.sub(r"[^0-9$]+", ",", text).strip(",")
    if not re.fullmatch(r"(?:\$\d|\d|,)+", text):
        sys.exit(f"unexpected format {text}")
    return text


def lengths(values):
    """(4, 5, 6, 9) -> '4-6,9'; -1 (no numbers) -> ''."""
    values = sorted(v for v in (values or ()) if v >= 0)
    runs = []
    for value in values:
        if runs and runs[-1][1] == value - 1:
            runs[-1][1] = value
        else:
            runs.append([value, value])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def metadata_for(region, code):
    if region == "001":
        return PhoneMetadata.metadata_for_nongeo_region(code)
    return PhoneMetadata.metadata_for_region(region)


def format_lines(kind, formats, region):
    lines = []
    for number_format in formats:
        where = f"{region} {number_format.pattern}"
        leading = number_format.leading_digits_pattern
        # libphonenumber tries only the last (most specific) leading-digits pattern.
        fields = [kind, group_sizes(number_format.pattern, where), output_spec(number_format.format),
                  check_regex(leading[-1] if leading else None, where)]
        if kind == "N":
            fields.append(output_spec(number_format.national_prefix_formatting_rule))
        lines.append(";".join(fields))
    return lines


def region_line(region, metadata):
    where = f"region {region}"
    short = PhoneMetadata.short_metadata_for_region(region) if region != "001" else None
    general = metadata.general_desc
    fields = [
        "R", region,
        check_regex(metadata.international_prefix, where),
        check_regex(metadata.national_prefix_for_parsing, where),
        output_spec(metadata.national_prefix_transform_rule),
        check_regex(general.national_number_pattern, where),
        lengths(general.possible_length),
        lengths(general.possible_length_local_only),
        check_regex(short.general_desc.national_number_pattern if short else None, where),
        check_regex(short.emergency.national_number_pattern if short and short.emergency else None, where),
        str(max([*(short.general_desc.possible_length if short else ()),
                 *(short.emergency.possible_length if short and short.emergency else ()), 0])),
    ]
    return ";".join(fields)


def table_lines():
    lines = []
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        regions = phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]
        main = metadata_for(regions[0], code)
        lines.append(f"C;{code};{','.join(regions)}")
        lines.extend(format_lines("N", main.number_format, regions[0]))
        lines.extend(format_lines("I", main.intl_number_format or [], regions[0]))
        for region in regions:
            lines.append(region_line(region, metadata_for(region, code)))
    return lines


TYPES = [
    ("fixed", PhoneNumberType.FIXED_LINE), ("mobile", PhoneNumberType.MOBILE),
    ("tollFree", PhoneNumberType.TOLL_FREE), ("premium", PhoneNumberType.PREMIUM_RATE),
    ("sharedCost", PhoneNumberType.SHARED_COST), ("personal", PhoneNumberType.PERSONAL_NUMBER),
    ("voip", PhoneNumberType.VOIP), ("pager", PhoneNumberType.PAGER), ("uan", PhoneNumberType.UAN),
    ("voicemail", PhoneNumberType.VOICEMAIL),
]


def fixture_lines():
    lines = []
    seen = set()

    def add(region, kind, number):
        e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
        if (region, e164) in seen:
            return
        seen.add((region, e164))
        international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
        national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        for text in (international, national):
            if "\t" in text or '"""' in text:
                sys.exit(f"unexpected text {text}")
        lines.append("\t".join([region, kind, e164, international, national]))

    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        for kind, number_type in TYPES:
            number = phonenumbers.example_number_for_type(region, number_type)
            if number is not None:
                add(region, kind, number)
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        number = phonenumbers.example_number_for_non_geo_entity(code)
        if number is not None:
            add("001", "nonGeographic", number)
    return lines


def swift_literal(lines):
    text = "\n".join(lines)
    if '"""#' in text:
        sys.exit("the data would end the raw string literal")
    return text


def main():
    version = phonenumbers.__version__
    table = table_lines()
    with open(TABLE, "w", encoding="utf-8") as out:
        out.write(f"""// Generated by Tests/PhoneMetadata/generate_phone_metadata.py from libphonenumber's metadata
// as the Python package phonenumbers {version} ships it. Do not edit; run the script again.
//
// One line per fact, fields separated by ";":
//   C;code;regions            a calling code and its regions, the main one first
//   N;groups;output;leading;npRule   a national format: group sizes ("2,3-13"), output ("$1,$2";
//                                   "," marks a break between groups, digits are written as they
//                                   are), the leading-digits pattern, the national prefix rule
//   I;groups;output;leading   an international format (when the code has its own list)
//   R;region;idd;npParse;npTransform;general;lengths;localLengths;short;emergency;shortMaximum
// Formats belong to the code's main region, as libphonenumber formats every region sharing a
// code with them; region lines hold what is parsed per region.

/// libphonenumber's metadata, reduced to what Vocalize uses to group phone numbers.
enum PhoneMetadataTable {{
    /// The `phonenumbers` (libphonenumber metadata) version the table was generated from.
    static let version = "{version}"

    /// The table; see the comment at the top of the file for its lines.
    static let text = #\"\"\"
{swift_literal(table)}
\"\"\"#
}}
""")
    fixture = fixture_lines()
    with open(FIXTURE, "w", encoding="utf-8") as out:
        out.write(f"""// Generated by Tests/PhoneMetadata/generate_phone_metadata.py from libphonenumber's metadata
// as the Python package phonenumbers {version} ships it. Do not edit; run the script again.

/// libphonenumber's example number of every type in every region, with the forms
/// libphonenumber formats it in: region, type, E.164, international, national (tab-separated).
enum PhoneMetadataExamples {{
    /// The `phonenumbers` version the examples come from.
    static let version = "{version}"

    static let text = #\"\"\"
{swift_literal(fixture)}
\"\"\"#
}}
""")
    print(f"phonenumbers {version}: {len(table)} table lines ({os.path.getsize(TABLE)} bytes), "
          f"{len(fixture)} example numbers")


if __name__ == "__main__":
    main()
