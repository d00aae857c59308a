#!/bin/sh
# Issue 30's peer benchmark: NVIDIA NeMo's English text normalizer (nemo-text-processing from
# PyPI, grammars cached) and `vocalize text` on the same sentences, in the same run; prints
# per-sentence times and the ratio. A benchmark, not part of `swift test`.
#
# Usage (from anywhere): sh Benchmarks/nemo/speed.sh [path/to/vocalize]
#   default binary: .build/release/vocalize (swift build -c release --product vocalize)
#   NEMO_VERSION=1.2.0 pins the PyPI version (default: newest); CPU=1 is the core it runs on.
# The first run creates Benchmarks/nemo/.venv (pip install, minutes) and compiles NeMo's
# grammars into Benchmarks/nemo/cache (several minutes); later runs reuse both.
# Output: the table on stdout and in Benchmarks/nemo/work/speed-<date>.tsv.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
vocalize=${1:-$root/.build/release/vocalize}
[ -x "$vocalize" ] || { echo "no vocalize binary at $vocalize (swift build -c release --product vocalize)" >&2; exit 66; }
vocalize=$(cd "$(dirname "$vocalize")" && pwd)/$(basename "$vocalize")

if [ ! -x "$here/.venv/bin/python" ]; then
    python3 -m venv "$here/.venv"
    "$here/.venv/bin/pip" install --quiet --upgrade pip
fi
if ! "$here/.venv/bin/python" -c 'import nemo_text_processing' 2>/dev/null; then
    "$here/.venv/bin/pip" install "nemo-text-processing${NEMO_VERSION:+==$NEMO_VERSION}"
fi
"$here/.venv/bin/python" -c 'import importlib.metadata as m; print("nemo-text-processing", m.version("nemo-text-processing"), "pynini", m.version("pynini"))'

python3 "$here/sentences.py" >/dev/null
mkdir -p "$here/cache" "$here/work"
pin=""
if command -v taskset >/dev/null 2>&1; then pin="taskset -c ${CPU:-1}"; fi
out="$here/work/speed-$(date -u +%Y%m%dT%H%M%SZ).tsv"
$pin "$here/.venv/bin/python" "$here/speed.py" "$vocalize" "$here/sentences-en.txt" "$here/cache" | tee "$out"
echo "table: $out" >&2
