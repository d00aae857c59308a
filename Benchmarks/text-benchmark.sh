#!/usr/bin/env bash
# The cost of `vocalize text` on a UI label against speaking its data directly (issue 27:
# "text on a 100-character label with two values ≤ 3× speaking the two values directly";
# issue 17 had asked for 5×).
#   label:  "Appelez le 06 11 22 33 06 pour régler 12,50 € avant la fin de la semaine prochaine, merci !"
#   direct: `vocalize phone "06 11 22 33 06"` + `vocalize currency 12.50 EUR`, the same values.
# Each is run over N lines of standard input for two N, and the difference divided by the
# difference in lines, so start-up and per-process costs cancel; instructions come from callgrind
# on a copy stripped with `objcopy --strip-debug`, wall times are medians in the same run.
# Usage, from the package root:  Benchmarks/text-benchmark.sh [path/to/vocalize]
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-}
if [[ -z "$binary" ]]; then
    swift build -c release --product vocalize >&2
    binary=.build/release/vocalize
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/vocalize"
objcopy --strip-debug "$work/vocalize"
vocalize="$work/vocalize"

label="Appelez le 06 11 22 33 06 pour régler 12,50 € avant la fin de la semaine prochaine, merci !"
small=500
large=3000
for count in $small $large; do
    for pair in "label:$label" "phone:06 11 22 33 06" "money:12.50 EUR"; do
        awk -v n="$count" -v line="${pair#*:}" 'BEGIN { for (i = 0; i < n; i++) print line }' > "$work/${pair%%:*}$count"
    done
done
printf 'label: %s (%d characters)\n' "$label" "$(printf '%s' "$label" | wc -m)"
"$vocalize" text "$label" --lang fr

instructions() {  # instructions of one run: command, then its input file
    local input=$1; shift
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" < "$input" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_line() {  # instructions per input line: name, input prefix, command…
    local prefix=$1; shift
    local a b
    a=$(instructions "$work/$prefix$small" "$@")
    b=$(instructions "$work/$prefix$large" "$@")
    echo $(( (b - a) / (large - small) ))
}

text=$(per_line label "$vocalize" text - --lang fr)
phone=$(per_line phone "$vocalize" phone - --lang fr)
money=$(per_line money "$vocalize" currency - --lang fr)
echo "== instructions per call (callgrind, ($large − $small) lines)"
awk -v t="$text" -v p="$phone" -v m="$money" 'BEGIN {
    printf "text, the label            %8.1f k\nphone 06 11 22 33 06       %8.1f k\ncurrency 12.50 EUR         %8.1f k\nthe two values directly    %8.1f k\nratio text / direct        %8.2fx (target ≤ 3×, issue 27)\n", t/1e3, p/1e3, m/1e3, (p+m)/1e3, t/(p+m) }'

wall() {  # seconds for a run over the large input
    local input=$1; shift
    local start end
    start=$(date +%s%N)
    "$@" < "$input" > /dev/null
    end=$(date +%s%N)
    echo $(( end - start ))
}
echo "== wall time per call (µs, $large lines, 3 rounds; start-up included)"
for round in 1 2 3; do
    t=$(wall "$work/label$large" "$vocalize" text - --lang fr)
    p=$(wall "$work/phone$large" "$vocalize" phone - --lang fr)
    m=$(wall "$work/money$large" "$vocalize" currency - --lang fr)
    awk -v t="$t" -v p="$p" -v m="$m" -v n="$large" -v r="$round" 'BEGIN {
        printf "round %d: text %.1f µs, phone + currency %.1f µs, ratio %.2fx\n", r, t/n/1e3, (p+m)/n/1e3, t/(p+m) }'
done
