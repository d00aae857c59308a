#!/usr/bin/env python3
"""The timing half of speed.sh (run by it with the virtual environment's python): NeMo's
English normalizer and `vocalize text -` on the same sentences, in the same run.

Usage: speed.py VOCALIZE SENTENCES CACHE_DIR
Prints, per sentence, NeMo's time and Vocalize's time (one `vocalize text` process for that
sentence alone, start included), then the means and the ratios, including Vocalize's time per
sentence when one process reads them all from standard input (start included once).
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    vocalize, sentences_path, cache_dir = sys.argv[1:4]
    with open(sentences_path, encoding="utf-8") as f:
        sentences = [line.rstrip("\n") for line in f if line.strip()]

    # NeMo logs a line per sentence at INFO; writing them would be counted in its time.
    import logging
    logging.getLogger("NeMo-text-processing").setLevel(logging.WARNING)
    logging.disable(logging.INFO)
    started = time.perf_counter()
    from nemo_text_processing.text_normalization.normalize import Normalizer
    normalizer = Normalizer(input_case="cased", lang="en", cache_dir=cache_dir, overwrite_cache=False)
    load_seconds = time.perf_counter() - started
    normalizer.normalize(sentences[0], verbose=False, punct_post_process=True)  # warm-up, not counted

    nemo_times, nemo_out = [], []
    for s in sentences:
        t0 = time.perf_counter()
        out = normalizer.normalize(s, verbose=False, punct_post_process=True)
        nemo_times.append(time.perf_counter() - t0)
        nemo_out.append(out)

    # Vocalize, one process per sentence (its start counted every time).
    voc_times, voc_out = [], []
    for s in sentences:
        t0 = time.perf_counter()
        proc = subprocess.run([vocalize, "text", s, "--lang", "en"], capture_output=True, text=True)
        voc_times.append(time.perf_counter() - t0)
        voc_out.append(proc.stdout.strip())

    # Vocalize, one process for all the sentences (`text -`), best of 3 runs.
    batch = []
    for _ in range(3):
        t0 = time.perf_counter()
        proc = subprocess.run([vocalize, "text", "-", "--lang", "en"], input="\n".join(sentences) + "\n",
                              capture_output=True, text=True)
        batch.append(time.perf_counter() - t0)
    batch_lines = proc.stdout.rstrip("\n").split("\n")
    assert len(batch_lines) == len(sentences), "vocalize text - did not answer every sentence"

    print("n\tnemo_ms\tvocalize_process_ms\tsentence\tnemo\tvocalize")
    for i, s in enumerate(sentences):
        print(f"{i + 1}\t{nemo_times[i] * 1000:.2f}\t{voc_times[i] * 1000:.2f}\t{s}\t{nemo_out[i]}\t{voc_out[i]}")
    n = len(sentences)
    nemo_mean = statistics.mean(nemo_times) * 1000
    voc_mean = statistics.mean(voc_times) * 1000
    batch_per = min(batch) / n * 1000
    print()
    print(f"sentences: {n}; load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"NeMo grammars loaded (cache {cache_dir}): {load_seconds:.1f} s (not counted)")
    print(f"NeMo normalize: mean {nemo_mean:.2f} ms, median {statistics.median(nemo_times) * 1000:.2f} ms per sentence")
    print(f"vocalize text, one process per sentence (start included): mean {voc_mean:.2f} ms")
    print(f"vocalize text -, one process for all {n} (start included once, best of 3): "
          f"{min(batch) * 1000:.1f} ms in all, {batch_per:.3f} ms per sentence")
    print(f"ratio NeMo / vocalize (batch): {nemo_mean / batch_per:.0f}x")
    print(f"ratio NeMo / vocalize (one process per sentence): {nemo_mean / voc_mean:.1f}x")


if __name__ == "__main__":
    main()
