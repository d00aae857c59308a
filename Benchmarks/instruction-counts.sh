#!/usr/bin/env bash
# Instructions per call of Vocalize's hot paths against their raw-ICU floors, all in one run.
# callgrind counts instructions, which a loaded machine does not change (wall time does, by
# ±20% and more on a shared one). Each path runs twice under callgrind, with N and 2N calls
# after the same warm-up; the difference divided by N is one call, start-up cancelling out.
# The binary is a stripped copy (`objcopy --strip-debug`: valgrind cannot read Swift's debug
# info). Samples cycle through 1,024 values, so no call repeats its neighbour's.
# A spell-out formatter of a language whose ICU rules write soft hyphens (German…) is rebuilt
# without them once it has spelled 1,024 numbers per public rule set (German: 14,336); at the
# default count both runs pass that point, so the rebuild cancels out and the figures are the
# steady state. Below about 14,000 calls German is measured before the rebuild.
# Usage, from the Benchmarks folder or anywhere:
#   Benchmarks/instruction-counts.sh [CALLS]     (default 20000; a fresh release build)
# Prints one line per path, then each target: the ratio and whether it is met.
set -euo pipefail
cd "$(dirname "$0")"
calls=${1:-20000}
# Swift seeds its hashing per process; a fixed seed makes dictionary look-ups, and so the
# counts, the same from run to run.
export SWIFT_DETERMINISTIC_HASHING=1

swift build -c release --product InstructionCounts >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/InstructionCounts "$work/counts"
objcopy --strip-debug "$work/counts"

instructions() {  # total instructions of one run: PATH COUNT
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/counts" "$1" "$2" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

declare -A per_call
printf '%-20s %12s\n' path "instructions/call"
for path in $("$work/counts" --list); do
    once=$(instructions "$path" "$calls")
    twice=$(instructions "$path" $((2 * calls)))
    per_call[$path]=$(( (twice - once) / calls ))
    printf '%-20s %12d\n' "$path" "${per_call[$path]}"
done

target() {  # NAME PATH BASELINE FACTOR LIMIT: PATH / (FACTOR × BASELINE) against LIMIT
    awk -v n="$1" -v p="${per_call[$2]}" -v b="${per_call[$3]}" -v f="$4" -v l="$5" 'BEGIN {
        r = p / (f * b); printf "%-58s %6.2fx  (target <= %.2fx)  %s\n", n, r, l, (r <= l ? "met" : "NOT met") }'
}
echo
echo "== targets (ratios from this run)"
target "spoken integer into a buffer (en) / raw ICU spell-out (en)" integer-en-append icu-en 1 1.10
target "spoken integer into a buffer (de) / raw ICU spell-out (de)" integer-de-append icu-de 1 1.10
for lang in en de; do
    awk -v n="  the same as a new String ($lang)" -v p="${per_call[integer-$lang]}" -v b="${per_call[icu-$lang]}" 'BEGIN {
        printf "%-58s %6.2fx  (no target: a String made and freed per number)\n", n, p / b }'
done
target "French 10-digit phone, parse + read / ICU 8-digit (fr)" phone-fr icu-fr-8-digits 1 1.0
target "  the same written in one piece / ICU 8-digit (fr)" phone-fr-national icu-fr-8-digits 1 2.0
target "  the same as E.164 / ICU 8-digit (fr)" phone-fr-e164 icu-fr-8-digits 1 2.0
target "  US, DE, GB, JP, BR numbers in English / ICU 8-digit (en)" phone-en-regions icu-en-8-digits 1 2.0
target "compose label + number + 2 traits + hint / spoken integer" compose-en-built integer-en 1 2.0
target "  the same, elements built before the loop / spoken integer" compose-en integer-en 1 2.0
target "measure (de, minute) / spoken integer (de)" measure-de integer-de 1 2.0
target "whole amount (de, EUR) / spoken integer (de)" currency-whole-de integer-de 1 2.0
awk -v p="${per_call[currency-de]}" -v b="${per_call[integer-de]}" 'BEGIN {
    printf "%-58s %6.2fx  (no target: it says two numbers and two nouns)\n", "amount with cents (de, EUR) / spoken integer (de)", p / b }'
