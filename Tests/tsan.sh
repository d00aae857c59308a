#!/bin/sh
# Runs the concurrency tests under ThreadSanitizer, with the suppressions in
# Tests/tsan-suppressions.txt (each one says why). The build goes to a scratch folder outside
# the repository; it is slow (about half an hour on two shared cores).
set -eu
cd "$(dirname "$0")/.."
TSAN_OPTIONS="suppressions=$PWD/Tests/tsan-suppressions.txt halt_on_error=0 ${TSAN_OPTIONS:-}" \
    swift test --sanitize=thread --scratch-path "${TSAN_SCRATCH_PATH:-/tmp/tsan-18}" \
    --filter 'StressConcurrencyTests|CountedConcurrencyTests|LazyProfileTests' "$@"
