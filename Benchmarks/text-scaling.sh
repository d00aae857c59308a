#!/usr/bin/env bash
# `vocalize text` on long inputs (issue 25): time and memory must grow linearly with the input.
#   1. Wall time and peak memory (resident set) on 1 MB of each worst shape found so far:
#      "1 1 1 …" (was cubic), Japanese "1a1a…" (was quadratic), Japanese digits beside
#      kanji ("3個3個…", each a value), and prose with data.
#      Targets: under 2 s and under 100 MB each.
#   2. The doubling property, in instructions (callgrind, on a copy stripped with
#      `objcopy --strip-debug`): each shape at 32 KB and 64 KB; doubling the input must at
#      most double the instructions (ratio ≤ 2.1 allows for the fixed start-up share).
# Usage, from the package root:  Benchmarks/text-scaling.sh [path/to/vocalize]
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

# shape name, language, and a Python expression for a text of about n bytes
shapes=(
    "ones en ' '.join(['1'] * (n // 2))"
    "ja-digits ja '1a' * (n // 2)"
    "ja-counted ja ('3個' * n)[:n // 2]"
    "prose en ('Total: \$12.50 for 3 items. Call 555-123-4567 before 5 PM. Delivered on 15/01/2020 at 17:45. Run 5 km in 30 min. Save 25% on orders over €50. The quick brown fox jumps over the lazy dog. Room 1234, floor 3. ' * (n // 200 + 1))[:n]"
)
make_input() {  # expression, bytes, file
    python3 -c "n = $2; import sys; sys.stdout.write($1 + '\n')" > "$3"
}

printf '%-10s %8s %10s %12s\n' shape bytes 'wall (s)' 'peak (MB)'
for shape in "${shapes[@]}"; do
    read -r name lang expression <<< "$shape"
    make_input "$expression" 1000000 "$work/$name"
    /usr/bin/time -f '%e %M' -o "$work/time" "$vocalize" text - --lang "$lang" < "$work/$name" > /dev/null
    read -r seconds kilobytes < "$work/time"
    printf '%-10s %8d %10s %12.1f\n' "$name" 1000000 "$seconds" "$(echo "$kilobytes / 1024" | bc -l)"
done

echo
printf '%-10s %14s %14s %7s\n' shape 'instr 32 KB' 'instr 64 KB' ratio
for shape in "${shapes[@]}"; do
    read -r name lang expression <<< "$shape"
    counts=()
    for bytes in 32000 64000; do
        make_input "$expression" "$bytes" "$work/$name-$bytes"
        counts+=("$(valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$vocalize" text - --lang "$lang" \
            < "$work/$name-$bytes" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')")
    done
    printf '%-10s %14d %14d %7.2f\n' "$name" "${counts[0]}" "${counts[1]}" "$(echo "${counts[1]} / ${counts[0]}" | bc -l)"
done
