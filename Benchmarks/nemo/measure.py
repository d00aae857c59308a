#!/usr/bin/env python3
"""Measures `vocalize read` and `vocalize text` on NVIDIA NeMo-text-processing's
text-normalization test inputs (Tests/PeerCorpora/nemo/), for issues 26 and 27.

Usage (from the repository root):
    swift build -c release --product vocalize
    python3 Benchmarks/nemo/measure.py [--vocalize .build/release/vocalize] [--lang en,de]

For each language it runs `vocalize read - --lang L --format json` once and
`vocalize text - --lang L --format json` once (every input alone, then every input inside
parentheses), and writes
  docs/nemo/results/<lang>.tsv   one row per NeMo test case, with flags
  docs/nemo/README.md            the summary tables, between the measure.py markers
The classified differences (docs/nemo/classified-<lang>.tsv, judged by a reviewer) are
matched against this run's read output: a judgement counts only while the output it judged
is still the output; a row whose output changed is listed as "to re-judge".
Standard library only; deterministic (inputs in file order, no timing in the results).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import unicodedata

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "Tests", "PeerCorpora", "nemo")
DOCS = os.path.join(ROOT, "docs", "nemo")
BEGIN = "<!-- measure.py:begin (generated: do not edit by hand) -->"
END = "<!-- measure.py:end -->"

# Which of `text --format json`'s span kinds (WrittenKind: number, year, ordinal, percent, money,
# measure, date, time, phone) fit each NeMo class ("read as another kind" flag).
# NeMo's "date" files hold bare years and decades; its "cardinal" and "decimal" files hold
# numbers with scale words; a percentage is NeMo's "measure".
KINDS_FOR_CLASS = {
    "money": {"money"},
    "measure": {"measure", "percent"},
    "date": {"date", "year"},
    "time": {"time"},
    "telephone": {"phone"},
    "cardinal": {"number"},
    "decimal": {"number"},
    "ordinal": {"ordinal"},
}

# Unit symbols and abbreviations as NeMo's inputs write them after a number. A unit counts as
# "left unread" when the input has it right after a number and the output still has it as a
# token of its own. (Currency symbols are found by their Unicode category, Sc.)
UNIT_TOKENS = sorted({
    "%", "‰", "°", "℃", "℉", "°C", "°F", "²", "³", "µ", "μ",
    "mg", "g", "kg", "t", "mcg", "µg", "μg", "lb", "lbs", "oz",
    "nm", "µm", "μm", "mm", "cm", "dm", "m", "km", "in", "ft", "yd", "mi",
    "mm²", "cm²", "m²", "km²", "m2", "km2", "cm3", "m³", "cm³", "ha",
    "ml", "mL", "cl", "dl", "l", "L", "hl", "gal",
    "ms", "s", "sec", "min", "h", "hr", "hrs", "d",
    "km/h", "kmh", "m/s", "mph", "kph", "km/s",
    "Hz", "kHz", "MHz", "GHz", "W", "kW", "MW", "kWh", "V", "kV", "mA", "A", "mAh", "Wh",
    "B", "KB", "kB", "MB", "GB", "TB", "kb", "Mb", "Gb", "kbps", "Mbps", "Gbps",
    "cal", "kcal", "J", "kJ", "Pa", "hPa", "kPa", "bar", "atm", "psi", "K",
    "кг", "г", "мг", "т", "км", "м", "см", "мм", "л", "мл", "ч", "мин", "с", "сек",
    "км/ч", "м/с", "га", "кВт", "Вт", "В", "МБ", "ГБ", "м²", "км²",
}, key=len, reverse=True)
UNIT_AFTER_NUMBER = re.compile(
    r"(?<=\d)\s?(" + "|".join(re.escape(u) for u in UNIT_TOKENS) + r")(?![\w])")
TOKEN_SPLIT = re.compile(r"[\s,;:()\[\]\"'«»“”„!?]+")
SYMBOL_CHARS = set("%‰°℃℉²³")


def has_digit(text):
    return any(unicodedata.category(ch) == "Nd" for ch in text)


def currency_symbols(text):
    return {ch for ch in text if unicodedata.category(ch) == "Sc"}


def units_in_input(text):
    return {m.group(1) for m in UNIT_AFTER_NUMBER.finditer(text)}


def left_unread(input_text, output):
    """What the output still holds in written form: digits, currency symbols, unit symbols.

    >>> left_unread("12 kg", "twelve kilograms")
    []
    >>> left_unread("41,459.00 km³", "forty-one thousand four hundred fifty-nine km³")
    ['unit']
    >>> left_unread("¥30b", "¥30b")
    ['digits', 'currency']
    >>> left_unread("80 s", "eighty s")
    ['unit']
    >>> left_unread("25th july 2012", "twenty-fifth of July")
    []
    >>> left_unread("१२ किलो", "१२ किलो")
    ['digits']
    """
    left = []
    if has_digit(output):
        left.append("digits")
    if currency_symbols(output) & currency_symbols(input_text):
        left.append("currency")
    tokens = set(TOKEN_SPLIT.split(output))
    units = units_in_input(input_text)
    if any(u in tokens for u in units) or (SYMBOL_CHARS & set(output) & set(input_text)):
        left.append("unit")
    return left


def normalized_words(text):
    """Lower case, without punctuation, hyphens and spaces: for 'same as NeMo' only. Spaces go
    because they are not heard and NeMo writes compounds apart ("zwei hundert", "cento
    cinquantacinque") where the language writes them as one word.

    >>> normalized_words("Zwei hundert, Meter") == normalized_words("zweihundert Meter")
    True
    >>> normalized_words("forty-five") == normalized_words("forty five")
    True
    """
    text = unicodedata.normalize("NFC", text).lower()
    return "".join(ch for ch in text if unicodedata.category(ch)[0] not in "PZ")


def load_cases(lang):
    manifest = os.path.join(CORPUS, "manifest.tsv")
    cases = []
    with open(manifest, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if not line.startswith("#")]
    for row in rows[1:]:
        if row[0] != lang:
            continue
        _, cls, name, _, orientation, _ = row
        with open(os.path.join(CORPUS, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.rstrip("\n").rstrip("\r")
                if not line.strip():
                    continue
                parts = line.split("~")
                if orientation == "written~spoken":
                    written, spoken = parts[0], parts[1:]
                else:
                    written, spoken = parts[1], [parts[0]] + parts[2:]
                # The CLI reads one input per line and trims it; NeMo's inputs are single lines.
                cases.append({"class": cls, "line": number, "input": written.strip(), "expected": spoken})
    return cases


def languages():
    with open(os.path.join(CORPUS, "manifest.tsv"), encoding="utf-8") as f:
        rows = [line.split("\t") for line in f if not line.startswith("#")][1:]
    return sorted({r[0] for r in rows})


def run_lines(vocalize, command, lang, lines):
    """Runs `vocalize COMMAND - --lang L --format json` on the lines; one parsed JSON object per
    line. If the process dies before answering every line, the line it stopped at is recorded
    as a crash and the run goes on after it."""
    results = []
    while len(results) < len(lines):
        rest = lines[len(results):]
        proc = subprocess.run([vocalize, command, "-", "--lang", lang, "--format", "json"],
                              input="\n".join(rest) + "\n", capture_output=True, text=True)
        answered = [json.loads(l) for l in proc.stdout.split("\n") if l.strip()]
        results.extend(answered[:len(rest)])
        if len(answered) < len(rest):
            # Only what does not vary between runs (no addresses, no timings).
            why = re.search(r"Program crashed: (.*?) at 0x|Fatal error: ([^\n]*)", proc.stderr)
            reason = next((g for g in why.groups() if g), "") if why else ""
            results.append({"crash": f"crash (exit {proc.returncode}) {reason}".strip()[:200]})
    return results


def load_judgements(lang):
    path = os.path.join(DOCS, f"classified-{lang}.tsv")
    judged = {}
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        header = None
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if header is None:
                header = fields
                continue
            row = dict(zip(header, fields))
            judged[(row["class"], row["input"])] = row
    return judged


def tsv_cell(text):
    return text.replace("\t", " ").replace("\n", " ")


def measure_language(vocalize, lang):
    cases = load_cases(lang)
    inputs = [c["input"] for c in cases]
    reads = run_lines(vocalize, "read", lang, inputs)
    texts = run_lines(vocalize, "text", lang, inputs + [f"({x})" for x in inputs])
    alone, in_parens = texts[:len(inputs)], texts[len(inputs):]
    judged = load_judgements(lang)
    rows = []
    for case, r, t, p in zip(cases, reads, alone, in_parens):
        x = case["input"]
        flags = []
        text_out = t.get("text", t.get("crash", ""))
        paren_out = p.get("text", p.get("crash", ""))
        if "crash" in r:
            status, read_out = "crash", r["crash"]
        elif "error" in r:
            status, read_out = "refused", f"error {r['error'].get('kind', '')}: {r['error'].get('message', '')}"
        else:
            read_out = r.get("text", "")
            status = "refused" if not read_out.strip() or read_out.strip() == x else "read"
        kinds = [s.get("kind", "") for s in t.get("spans", [])]
        if not has_digit(x):
            flags.append("no-digit-input")
        if status != "read":
            flags.append(status)
            if has_digit(x) and not left_unread(x, text_out) and text_out.strip() != x:
                flags.append("text-reads-it")
        elif left_unread(x, read_out):
            flags.append("read-left:" + "+".join(left_unread(x, read_out)))
        if "crash" in t or "crash" in p:
            flags.append("text-crash")
        left_alone = left_unread(x, text_out)
        left_paren = left_unread(x, paren_out)
        if left_alone:
            flags.append("text-left:" + "+".join(left_alone))
        if left_paren:
            flags.append("paren-left:" + "+".join(left_paren))
        agree = None
        if status == "read":
            agree = " ".join(text_out.split()) == " ".join(read_out.split())
            if not agree:
                flags.append("text≠read")
        if kinds and not (set(kinds) & KINDS_FOR_CLASS.get(case["class"], set())):
            flags.append("kind≠class")
        same = status == "read" and any(normalized_words(read_out) == normalized_words(e) for e in case["expected"])
        if same:
            flags.append("same-as-nemo")
        verdict = ""
        if status == "read" and not same and judged is not None:
            j = judged.get((case["class"], x))
            if j is None:
                verdict = "unjudged"
            elif j.get("vocalize_read", "") != tsv_cell(read_out):
                verdict = "to-re-judge"
            else:
                verdict = j["verdict"]
        rows.append({**case, "status": status, "read": read_out, "text": text_out, "paren": paren_out,
                     "kinds": kinds, "left_alone": bool(left_alone), "left_paren": bool(left_paren),
                     "agree": agree, "same": same, "verdict": verdict, "flags": flags})
    os.makedirs(os.path.join(DOCS, "results"), exist_ok=True)
    with open(os.path.join(DOCS, "results", f"{lang}.tsv"), "w", encoding="utf-8") as f:
        f.write("class\tline\tinput\tnemo_expected\tread_status\tread_output\ttext_output\t"
                "text_in_parens_output\ttext_span_kinds\tverdict\tflags\n")
        for row in rows:
            f.write("\t".join(tsv_cell(v) for v in [
                row["class"], str(row["line"]), row["input"], " | ".join(row["expected"]), row["status"],
                row["read"], row["text"], row["paren"], ",".join(row["kinds"]), row["verdict"],
                ",".join(row["flags"])]) + "\n")
    return rows, judged is not None


def percent(part, whole):
    return "–" if whole == 0 else f"{100.0 * part / whole:.1f}"


def summary_line(label, rows):
    n = len(rows)
    refused = sum(r["status"] != "read" for r in rows)
    accepted = [r for r in rows if r["status"] == "read"]
    agree = sum(bool(r["agree"]) for r in accepted)
    text_reads = sum("text-reads-it" in r["flags"] for r in rows)
    return (f"| {label} | {n} | {refused} | {percent(refused, n)} | {text_reads} | {percent(sum(r['left_alone'] for r in rows), n)} "
            f"| {percent(sum(r['left_paren'] for r in rows), n)} | {percent(agree, len(accepted))} "
            f"| {sum('kind≠class' in r['flags'] for r in rows)} | {percent(sum(r['same'] for r in accepted), len(accepted))} "
            f"| {sum(r['status'] == 'crash' or 'text-crash' in r['flags'] for r in rows)} |")


def review_line(lang, rows):
    accepted = [r for r in rows if r["status"] == "read"]
    counts = collections.Counter(r["verdict"] for r in accepted if not r["same"])
    same = sum(r["same"] for r in accepted)
    return (f"| {lang} | {len(accepted)} | {same} | {counts['convention']} | {counts['nemo-wrong']} | {counts['wrong']} "
            f"| {percent(counts['wrong'], len(accepted))} | {counts['unjudged'] + counts['to-re-judge']} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vocalize", default=os.path.join(ROOT, ".build", "release", "vocalize"))
    parser.add_argument("--lang", help="comma-separated languages (default: all in the manifest)")
    parser.add_argument("--self-test", action="store_true", help="check this script's own helpers and exit")
    args = parser.parse_args()
    if args.self_test:
        import doctest
        failed, tried = doctest.testmod()
        print(f"{tried - failed} passed, {failed} failed")
        sys.exit(1 if failed else 0)
    if not os.access(args.vocalize, os.X_OK):
        sys.exit(f"no vocalize binary at {args.vocalize}: swift build -c release --product vocalize")
    langs = args.lang.split(",") if args.lang else languages()
    code_commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h", "--", "Sources", "Locales", "Package.swift"],
                                 capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "Sources", "Locales"],
                           capture_output=True, text=True).stdout.strip()
    with open(os.path.join(CORPUS, "manifest.tsv"), encoding="utf-8") as f:
        nemo_commit = f.readline().split()[-1]
    header = ("| language / class | inputs | refused | refused % | of them, `text` reads them | digits or symbols left, `text` alone % "
              "| left, `text \"(X)\"` % | `text` = `read` % (of read) | span kind ≠ NeMo class | same words as NeMo % (of read) | crashed |\n"
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    lines = [BEGIN, "",
             f"Measured on Vocalize's code as of {code_commit} (the last commit changing Sources/, Locales/ or Package.swift){' (with uncommitted changes in Sources/ or Locales/)' if dirty else ''}, "
             f"NeMo test cases from NVIDIA/NeMo-text-processing {nemo_commit[:12]}.", "",
             "### Per language", "", header]
    everything, per_lang, reviewed = [], {}, []
    for lang in langs:
        rows, has_review = measure_language(args.vocalize, lang)
        per_lang[lang] = rows
        everything.extend(rows)
        if has_review:
            reviewed.append(lang)
        lines.append(summary_line(f"**{lang}**", rows))
        print(summary_line(lang, rows), file=sys.stderr)
    lines.append(summary_line("**all**", everything))
    lines += ["", "### Per class (all languages)", "", header]
    for cls in KINDS_FOR_CLASS:
        subset = [r for r in everything if r["class"] == cls]
        if subset:
            lines.append(summary_line(cls, subset))
    lines += ["", "### Per language and class", "", header]
    for lang in langs:
        for cls in KINDS_FOR_CLASS:
            subset = [r for r in per_lang[lang] if r["class"] == cls]
            if subset:
                lines.append(summary_line(f"{lang} {cls}", subset))
    if reviewed:
        lines += ["", "### Differences from NeMo, classified (machine review)", "",
                  "| language | read | same words as NeMo | convention | nemo-wrong | wrong | wrong % of read | unjudged or output changed |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for lang in reviewed:
            lines.append(review_line(lang, per_lang[lang]))
    lines += ["", END]
    readme = os.path.join(DOCS, "README.md")
    text = open(readme, encoding="utf-8").read() if os.path.exists(readme) else f"# NeMo measurement\n\n{BEGIN}\n{END}\n"
    if BEGIN in text and END in text:
        text = text[:text.index(BEGIN)] + "\n".join(lines) + text[text.index(END) + len(END):]
    else:
        text += "\n" + "\n".join(lines) + "\n"
    with open(readme, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote docs/nemo/results/*.tsv and the tables in docs/nemo/README.md ({len(everything)} inputs)", file=sys.stderr)


if __name__ == "__main__":
    main()
