#!/usr/bin/env python3
"""Copies NVIDIA NeMo-text-processing's text-normalization test cases into
Tests/PeerCorpora/nemo/ for the languages Vocalize speaks (stdlib only).

Usage: Benchmarks/nemo/extract.py GIT_DIR [COMMIT]
  GIT_DIR  a clone (or bare mirror) of https://github.com/NVIDIA/NeMo-text-processing
  COMMIT   defaults to HEAD

The files are copied byte for byte. NeMo's files are not all written the same way round:
most are `written~spoken[~another accepted spoken form]`, some (de, ru, …) are
`spoken~written`. Which way round each file is comes from NeMo's own test code (the order of
the arguments of the test function that reads the file: `(self, test_input, expected)` or
`(self, expected, test_input)`); files no test reads are decided by which side holds digits.
The result is Tests/PeerCorpora/nemo/manifest.tsv, which measure.py reads.
"""
import os
import re
import subprocess
import sys
import unicodedata

# Languages NeMo has text-normalization tests for AND Vocalize has a profile for
# (Locales/<lang>.json). NeMo's hy and rw have no Vocalize profile.
CLASSES = ["money", "measure", "date", "time", "telephone", "cardinal", "decimal", "ordinal"]
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "PeerCorpora", "nemo")


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True,
                          capture_output=True).stdout


def vocalize_languages():
    names = os.listdir(os.path.join(ROOT, "Locales"))
    return sorted(n[:-5] for n in names if n.endswith(".json") and "-" not in n and n != "profile.schema.json")


def digit_count(text):
    return sum(1 for ch in text if unicodedata.category(ch) == "Nd")


def orientation_from_tests(sources, lang, cls):
    """'written~spoken' or 'spoken~written' from the test function's argument order, or None."""
    needle = f"'{lang}/data_text_normalization/test_cases_{cls}.txt'"
    for text in sources:
        at = text.find(needle)
        if at < 0:
            continue
        match = re.search(r"def \w+\(self,\s*(\w+),\s*(\w+)", text[at:])
        if not match:
            continue
        first = match.group(1)
        if first in ("test_input",):
            return "written~spoken"
        if first in ("expected",):
            return "spoken~written"
    return None


def orientation_from_digits(lines):
    left = right = 0
    for line in lines:
        parts = line.split("~")
        if len(parts) < 2:
            continue
        left += digit_count(parts[0])
        right += digit_count(parts[1])
    return "written~spoken" if left >= right else "spoken~written"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: extract.py GIT_DIR [COMMIT]")
    git_dir = sys.argv[1]
    commit = git(git_dir, "rev-parse", sys.argv[2] if len(sys.argv) > 2 else "HEAD").decode().strip()
    paths = git(git_dir, "ls-tree", "-r", "--name-only", commit, "tests/nemo_text_processing").decode().split("\n")
    manifest = ["lang\tclass\tfile\tlines\torientation\torientation_source"]
    for lang in vocalize_languages():
        sources = [git(git_dir, "show", f"{commit}:{p}").decode("utf-8", "replace")
                   for p in paths if p.startswith(f"tests/nemo_text_processing/{lang}/") and p.endswith(".py")]
        for cls in CLASSES:
            path = f"tests/nemo_text_processing/{lang}/data_text_normalization/test_cases_{cls}.txt"
            if path not in paths:
                continue
            data = git(git_dir, "show", f"{commit}:{path}")
            lines = [l for l in data.decode("utf-8").split("\n") if l.strip()]
            by_digits = orientation_from_digits(lines)
            by_tests = orientation_from_tests(sources, lang, cls)
            orientation, source = (by_tests, "nemo-test-code") if by_tests else (by_digits, "digits")
            if by_tests and by_tests != by_digits:
                print(f"note: {lang}/{cls}: test code says {by_tests}, digits say {by_digits}", file=sys.stderr)
            os.makedirs(os.path.join(OUT, lang), exist_ok=True)
            name = f"{lang}/test_cases_{cls}.txt"
            with open(os.path.join(OUT, name), "wb") as f:
                f.write(data)
            manifest.append(f"{lang}\t{cls}\t{name}\t{len(lines)}\t{orientation}\t{source}")
    with open(os.path.join(OUT, "manifest.tsv"), "w", encoding="utf-8") as f:
        f.write(f"# NVIDIA/NeMo-text-processing commit {commit}\n")
        f.write("\n".join(manifest) + "\n")
    print(f"{len(manifest) - 1} files from {commit}")


if __name__ == "__main__":
    main()
