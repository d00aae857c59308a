#!/usr/bin/env bash
# `vocalize audit` on a generated 50 MB String Catalog (issue 28: "a 50 MB catalog in ≤ 2 s
# and ≤ 200 MB of memory"; issue 25: "audit on a 50 MB catalog ≤ 200 MB").
#
# The catalog is Xcode's layout (two-space indents, " : "), 12 languages Vocalize speaks, every
# key with plural variations in some languages and a substitution in others, so every reader
# path is taken. Every string is different (numbered), so nothing can be answered from a cache.
# One string in DATA_EVERY (default 20) holds data, alternately a phone number with a numeric
# date and a count with a measure; the rest are words. Real catalogs hold fewer: of the three
# apps' catalogs in docs/audit.md, 0.7 %, 1.4 % and 6.7 % of strings had any data in them.
# DATA_EVERY=5 gives the heavier mix (20 %) also reported there. Wall time and maximum resident memory come
# from /usr/bin/time -v on one run of the release build.
#
# Usage, from the package root:  Benchmarks/audit-benchmark.sh [path/to/vocalize] [megabytes]
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-}
megabytes=${2:-50}
if [[ -z "$binary" ]]; then
    swift build -c release --product vocalize >&2
    binary=.build/release/vocalize
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
catalog="$work/Generated.xcstrings"

python3 - "$catalog" "$megabytes" "${DATA_EVERY:-20}" <<'PY'
import json, sys
path, megabytes, every = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
target = megabytes * 1_000_000
# Words per language, and the data a fifth of the strings carry, written as each language writes it.
words = {
    "en": ("Open the settings for item {n} and save your changes", "Call 555-123-{p:04d} before 01/15/2020", "{n} files, 12 kg"),
    "fr": ("Ouvrez les réglages de l'élément {n} et enregistrez", "Appelez le 06 11 22 {p2:02d} {p3:02d} avant le 15/01/2020", "{n} fichiers, 12 kg"),
    "de": ("Öffnen Sie die Einstellungen für Element {n} und sichern Sie", "Rufen Sie 030 1234{p:04d} bis 15.01.2020 an", "{n} Dateien, 12 kg"),
    "es": ("Abre los ajustes del elemento {n} y guarda los cambios", "Llama al 612 34 {p2:02d} {p3:02d} antes del 15/01/2020", "{n} archivos, 12 kg"),
    "it": ("Apri le impostazioni dell'elemento {n} e salva", "Chiama il 06 1234 {p:04d} entro il 15/01/2020", "{n} file, 12 kg"),
    "pt-BR": ("Abra os ajustes do item {n} e salve as alterações", "Ligue para (11) 91234-{p:04d} até 15/01/2020", "{n} arquivos, 12 kg"),
    "nl": ("Open de instellingen van onderdeel {n} en bewaar", "Bel 020 123 {p:04d} voor 15-01-2020", "{n} bestanden, 12 kg"),
    "sv": ("Öppna inställningarna för objekt {n} och spara", "Ring 08-123 {p:04d} före 2020-01-15", "{n} filer, 12 kg"),
    "pl": ("Otwórz ustawienia elementu {n} i zapisz zmiany", "Zadzwoń pod 22 123 {p2:02d} {p3:02d} do 15.01.2020", "{n} plików, 12 kg"),
    "ru": ("Откройте настройки элемента {n} и сохраните", "Позвоните 8 495 123-{p2:02d}-{p3:02d} до 15.01.2020", "{n} файлов, 12 кг"),
    "ja": ("項目{n}の設定を開いて変更を保存します", "2020/01/15までに03-1234-{p:04d}に電話", "ファイル{n}個、12 kg"),
    "zh-Hans": ("打开项目{n}的设置并保存更改", "请在2020年1月15日前拨打010-1234{p:04d}", "{n}个文件，12 kg"),
}
languages = list(words)

def value(language, n):
    plain, phone, count = words[language]
    kind = n % (2 * every)
    p = n % 10000
    fields = dict(n=n, p=p, p2=p // 100, p3=p % 100)
    if kind == 0: return phone.format(**fields)
    if kind == every: return count.format(**fields)
    # Words only; the item's number in letters so that the string holds no digit.
    return plain.format(n="".join("abcdefghij"[int(d)] for d in str(n)))

def unit(text):
    return '{ "stringUnit" : { "state" : "translated", "value" : ' + json.dumps(text, ensure_ascii=False) + ' } }'

with open(path, "w", encoding="utf-8") as out:
    out.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
    size, n, first = 0, 0, True
    while size < target:
        n += 1
        parts = []
        for index, language in enumerate(languages):
            if (n + index) % 7 == 0:
                body = '{\n          "variations" : {\n            "plural" : {\n              "one" : ' + unit(value(language, n)) + ',\n              "other" : ' + unit(value(language, n + 1)) + '\n            }\n          }\n        }'
            elif (n + index) % 11 == 0:
                body = '{\n          "stringUnit" : { "state" : "translated", "value" : "%#@count@" },\n          "substitutions" : {\n            "count" : {\n              "argNum" : 1,\n              "formatSpecifier" : "lld",\n              "variations" : {\n                "plural" : {\n                  "one" : ' + unit("%arg " + value(language, n)) + ',\n                  "other" : ' + unit("%arg " + value(language, n + 3)) + '\n                }\n              }\n            }\n          }\n        }'
            else:
                body = unit(value(language, n))
            parts.append('        ' + json.dumps(language) + ' : ' + body)
        entry = ('' if first else ',\n') + '    ' + json.dumps("key.%d" % n) + ' : {\n      "comment" : "Generated",\n      "localizations" : {\n' + ',\n'.join(parts) + '\n      }\n    }'
        first = False
        out.write(entry)
        size += len(entry.encode("utf-8"))
    out.write('\n  },\n  "version" : "1.0"\n}\n')
PY

bytes=$(stat -c %s "$catalog")
strings=$(grep -c '"value"' "$catalog")
echo "catalog: $bytes bytes, $strings stringUnit values, 12 languages, data in 1 string of ${DATA_EVERY:-20}"
/usr/bin/time -v "$binary" audit "$catalog" --format jsonl > "$work/findings.jsonl" 2> "$work/time.txt" || true
grep -E "^vocalize: audit:" "$work/time.txt"
elapsed=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
resident=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
echo "findings: $(wc -l < "$work/findings.jsonl") strings"
user=$(sed -n 's/.*User time (seconds): //p' "$work/time.txt")
system=$(sed -n 's/.*System time (seconds): //p' "$work/time.txt")
echo "wall time: $elapsed (m:ss); CPU: ${user} s user + ${system} s system; maximum resident: $((resident / 1024)) MB"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (the machine is shared: wall time includes waiting for a core)"
