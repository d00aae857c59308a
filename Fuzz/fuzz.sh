#!/bin/sh
# Builds Vocalize's libFuzzer targets and runs one of them on one core.
#
#   Fuzz/fuzz.sh build                      build every target (release, -sanitize=fuzzer,address)
#   Fuzz/fuzz.sh TARGET [RUNS] [SECONDS]    run TARGET for RUNS inputs or SECONDS, whichever ends first
#
# TARGET is one of FuzzNumbers FuzzDates FuzzPhones FuzzScreens FuzzProfiles FuzzCustomRules FuzzText FuzzRead.
# The corpus grows in Fuzz/Corpus/TARGET (seeded from Fuzz/Seeds/TARGET); a crash or a hang
# (an input taking more than 10 s) is written to Fuzz/Findings/ and ends the run with a
# non-zero status. Keep each run to one core: the machine is shared.
set -eu
cd "$(dirname "$0")"
scratch="${FUZZ_SCRATCH_PATH:-.build}"

# Linked with the toolchain's lld: the system's gold stops with an internal error on these
# binaries (dwarf_reader.cc, "format_file_lineno").
flags="-c release --scratch-path $scratch -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -gnone -Xswiftc -use-ld=lld"
targets="FuzzNumbers FuzzDates FuzzPhones FuzzScreens FuzzProfiles FuzzCustomRules FuzzText FuzzRead"
targets="$targets FuzzAudit"  # also a TARGET: the catalog readers of vocalize audit

# SwiftPM puts products under the target triple; ask it rather than guess.
bin_path() { swift build $flags --show-bin-path; }

build() {
    swift build $flags
}

if [ "${1:-}" = "build" ]; then
    build
    exit 0
fi

target="${1:?usage: fuzz.sh build | fuzz.sh TARGET [RUNS] [SECONDS]}"
runs="${2:-1000000}"
seconds="${3:-900}"
binary="$(bin_path)/$target"
[ -x "$binary" ] || build
mkdir -p "Corpus/$target" Findings
seeds=""
[ -d "Seeds/$target" ] && seeds="Seeds/$target"
# detect_leaks=0: the caches Vocalize keeps for its lifetime (formatters per language) are
# not leaks, and LeakSanitizer would report them at exit.
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$binary" "Corpus/$target" $seeds \
    -jobs=1 -workers=1 -runs="$runs" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -artifact_prefix="Findings/$target-" -print_final_stats=1
