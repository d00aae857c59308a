#!/usr/bin/env bash
# The command line's own costs, measured on the built binary (no benchmark package needed):
#   1. a cold start of every subcommand (number, measure, currency, phone, date, time, duration,
#      relative, read, text, element, screen, rotor, actions, audit, locales), against
#      `espeak-ng -q -x test` in the same run;
#   2. `vocalize screen` per element, on screens of simple elements.
# Instruction counts come from callgrind (repeatable on a shared machine) on a copy stripped
# with `objcopy --strip-debug` (valgrind cannot read Swift's debug info); wall times are the
# median of many runs. Usage, from the package root:
#   Benchmarks/cli-benchmarks.sh [path/to/vocalize]
# Without a path it measures the CLI built as README's "Installing the command-line tool" builds
# it (a static Swift runtime, metadata through accessors), in its own build folder.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-}
if [[ -z "$binary" ]]; then
    swift build -c release --product vocalize --scratch-path .build-cli --static-swift-stdlib \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors >&2
    binary=.build-cli/release/vocalize
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/vocalize"
objcopy --strip-debug "$work/vocalize"
vocalize="$work/vocalize"

instructions() {  # instructions of one run of a command
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

median_ms() {  # median wall time of N runs, in milliseconds
    local runs=$1; shift
    local times=()
    for ((i = 0; i < runs; i++)); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f", a[int((NR+1)/2)]/1000}'
}

echo "== cold start (instructions, callgrind; target: each at most 2x espeak-ng)"
espeak=$(instructions espeak-ng -q -x test)
awk -v e="$espeak" 'BEGIN {printf "%-72s %6.2f M\n", "espeak-ng -q -x test", e/1e6}'
cold_start() {  # one subcommand's cold start and its ratio to espeak-ng
    local count shown="vocalize" word
    count=$(instructions "$vocalize" "$@")
    for word in "$@"; do
        if [[ $word == *" "* ]]; then shown+=" \"$word\""; else shown+=" $word"; fi
    done
    awk -v c="$count" -v e="$espeak" -v line="$shown" 'BEGIN {printf "%-72s %6.2f M  %.2fx\n", line, c/1e6, c/e}'
}
cold_start number 21 --lang fr
cold_start measure 56 minute --lang fr
cold_start currency 12.50 EUR --lang fr
cold_start phone 06.11.22.33.06 --lang fr
cold_start date 2015-04-01 --lang fr
cold_start time 17:45 --lang fr
cold_start duration 5h30m --lang fr
cold_start relative 3 day --lang fr
cold_start read "12,50 €" --lang fr
cold_start text "Appelez le 06 11 22 33 06 avant le 1er avril" --lang fr
cold_start element --label Home --traits tab,selected
printf '{"label": "Home", "traits": ["tab", "selected"]}\n' > "$work/one-element.jsonl"
cold_start screen "$work/one-element.jsonl" --lang en
cold_start rotor examples/screens/inbox.json --rotor headings --lang fr
cold_start actions examples/screens/inbox.json --element anna --lang de
cold_start audit examples/audit/fr.lproj --lang fr
cold_start locales

echo "== cold start (wall, median of 40 runs, interleaved in 4 rounds)"
for round in 1 2 3 4; do
    v=$(median_ms 10 "$vocalize" number 21 --lang fr)
    e=$(median_ms 10 espeak-ng -q -x test)
    awk -v v="$v" -v e="$e" -v r="$round" 'BEGIN {printf "round %d: vocalize %.1f ms, espeak-ng %.1f ms, ratio %.2fx\n", r, v, e, v/e}'
done

echo "== screen, simple elements ({\"label\": \"Item N\", \"traits\": [\"button\"]})"
python3 - "$work" <<'PY'
import json, sys
for count in (20000, 120000):
    with open(f"{sys.argv[1]}/screen{count}.jsonl", "w") as f:
        for i in range(count):
            f.write(json.dumps({"label": f"Item {i}", "traits": ["button"]}) + "\n")
PY
for format in text json; do
    small=$(instructions "$vocalize" screen "$work/screen20000.jsonl" --lang en --format "$format")
    large=$(instructions "$vocalize" screen "$work/screen120000.jsonl" --lang en --format "$format")
    awk -v s="$small" -v l="$large" -v f="$format" 'BEGIN {printf "--format %s: %.1f k instructions per element (runs of 20,000 and 120,000; start-up cancels out)\n", f, (l-s)/100000/1000}'
    for round in 1 2 3; do
        # CPU time (user + sys) of the process: elements per second per core.
        /usr/bin/time -f "%U %S %e" -o "$work/time" "$vocalize" screen "$work/screen120000.jsonl" --lang en --format "$format" >/dev/null
        read -r user sys wall <"$work/time"
        awk -v u="$user" -v s="$sys" -v w="$wall" -v f="$format" 'BEGIN {printf "  round: 120,000 elements in %.2f s wall, %.2f s CPU: %.0f elements per second per core\n", w, u+s, 120000/(u+s)}'
    done
done
