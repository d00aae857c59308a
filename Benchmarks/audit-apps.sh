#!/bin/sh
# Audits the catalogs of the five open-source apps judged in docs/audit.md, at the commits
# named there, and writes one JSON Lines report per app.
#
#   Benchmarks/audit-apps.sh VOCALIZE OUTDIR
#
# The repositories are read from MIRRORS (default /work/.mirror, as the `fetch` tool leaves
# them: OWNER+NAME/repo, a bare git directory); only catalog files are taken from each commit.
set -eu
vocalize="${1:?usage: audit-apps.sh VOCALIZE OUTDIR}"
out="${2:?usage: audit-apps.sh VOCALIZE OUTDIR}"
mirrors="${MIRRORS:-/work/.mirror}"
mkdir -p "$out"
for app in Dimillian+IceCubesApp@0fc41d2ced2e mastodon+mastodon-ios@a9e088a9c7b8 \
    AntennaPod+AntennaPod@b7ee12ccfc02 CubeLabsNZ+CubeTime@c815f975299b TeamNewPipe+NewPipe@79767f95f761; do
    repo="${app%@*}"; commit="${app#*@}"; name="${repo#*+}"
    tree="$out/$name"
    rm -rf "$tree"; mkdir -p "$tree"
    git -C "$mirrors/$repo/repo" ls-tree -r --name-only "$commit" \
        | grep -E '\.(xcstrings|strings|stringsdict)$|/res/values[^/]*/strings\.xml$' \
        | grep -v -E '(^|/)(Tests?|Pods|Carthage)/' > "$out/$name.files" || true
    # File names hold spaces ("Mastodon/Supporting Files/…"): one argument per line.
    tr '\n' '\0' < "$out/$name.files" | xargs -0 git -C "$mirrors/$repo/repo" archive "$commit" | tar -x -C "$tree"
    ( cd "$tree" && /usr/bin/time -f "$name: %e s wall, %U s user, %M KB" "$vocalize" audit . --format jsonl > "../$name.jsonl" 2> "../$name.err" ) || true
    echo "$name: $(wc -l < "$out/$name.jsonl") findings; $(tail -1 "$out/$name.err")"
done
