#!/usr/bin/env python3
"""The timing half of speed.sh (run by it with the virtual environment's python): NeMo's
English normalizer and `vocalize text -` on the same sentences, in the same run.

Usage: speed.py VOCALIZE SENTENCES CACHE_DIR
Prints, per sentence, NeMo's time (best of the rounds) and Vocalize's time (one `vocalize text`
process for that sentence alone, start included), then the ratio that issue 30 names: NeMo's
time per sentence over `vocalize text -`'s (one process reads all the sentences, its start
included once), measured back to back in 5 rounds (median); and two more: without Vocalize's
start, and with one Vocalize process per sentence.
"""
import os
import resource
import statistics
import subprocess
import sys
import time

ROUNDS = 5


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

    def children_cpu():
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    cpu_batches = []

    def vocalize_batch(lines):
        t0 = time.perf_counter()
        c0 = children_cpu()
        proc = subprocess.run([vocalize, "text", "-", "--lang", "en"], input="\n".join(lines) + "\n",
                              capture_output=True, text=True)
        elapsed = time.perf_counter() - t0
        cpu_batches.append((len(lines), children_cpu() - c0))
        answered = proc.stdout.rstrip("\n").split("\n")
        assert len(answered) == len(lines), "vocalize text - did not answer every sentence"
        return elapsed, answered

    # Rounds, NeMo and Vocalize back to back in each, so that a machine shared with other work
    # slows both alike; the ratio is the median of the rounds' ratios.
    n = len(sentences)
    nemo_times = [float("inf")] * n
    nemo_out = [""] * n
    rounds = []
    cpu_rounds = []
    for _ in range(ROUNDS):
        round_start = time.perf_counter()
        cpu_start = time.process_time()
        for i, s in enumerate(sentences):
            t0 = time.perf_counter()
            nemo_out[i] = normalizer.normalize(s, verbose=False, punct_post_process=True)
            nemo_times[i] = min(nemo_times[i], time.perf_counter() - t0)
        nemo_round = (time.perf_counter() - round_start) / n
        nemo_cpu = (time.process_time() - cpu_start) / n
        batch, voc_out = vocalize_batch(sentences)
        rounds.append((nemo_round, batch / n))
        cpu_rounds.append((nemo_cpu, cpu_batches[-1][1] / n))

    # Vocalize, one process per sentence (its start counted every time).
    voc_times = []
    for s in sentences:
        t0 = time.perf_counter()
        subprocess.run([vocalize, "text", s, "--lang", "en"], capture_output=True, text=True)
        voc_times.append(time.perf_counter() - t0)
    # Vocalize's cost per sentence without its start: 10 copies of the sentences against 1.
    one = min(vocalize_batch(sentences)[0] for _ in range(3))
    ten = min(vocalize_batch(sentences * 10)[0] for _ in range(3))
    marginal = (ten - one) / (9 * n)

    print("n\tnemo_ms\tvocalize_process_ms\tsentence\tnemo\tvocalize")
    for i, s in enumerate(sentences):
        print(f"{i + 1}\t{nemo_times[i] * 1000:.2f}\t{voc_times[i] * 1000:.2f}\t{s}\t{nemo_out[i]}\t{voc_out[i]}")
    ratios = sorted(nemo / voc for nemo, voc in rounds)
    nemo_mean = statistics.median(r[0] for r in rounds) * 1000
    batch_per = statistics.median(r[1] for r in rounds) * 1000
    voc_mean = statistics.mean(voc_times) * 1000
    print()
    print(f"sentences: {n}; rounds: {ROUNDS}; load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"NeMo grammars loaded (cache {cache_dir}): {load_seconds:.1f} s (not counted)")
    print(f"NeMo normalize: {nemo_mean:.2f} ms per sentence (median of the rounds; "
          f"best per sentence: mean {statistics.mean(nemo_times) * 1000:.2f}, median {statistics.median(nemo_times) * 1000:.2f} ms)")
    print(f"vocalize text -, one process for all {n} (start included once): {batch_per:.3f} ms per sentence (median of the rounds)")
    print(f"vocalize text, cost per sentence without the start (10x the sentences vs 1x): {marginal * 1000:.4f} ms")
    print(f"vocalize text, one process per sentence (start included each time): mean {voc_mean:.2f} ms")
    print(f"ratio NeMo / vocalize text - (start included once): {statistics.median(ratios):.0f}x "
          f"(rounds: {', '.join(f'{r:.0f}' for r in ratios)})")
    cpu_ratios = sorted(nemo / voc for nemo, voc in cpu_rounds if voc > 0)
    print(f"CPU time (user+sys, less moved by other work than wall time): NeMo "
          f"{statistics.median(r[0] for r in cpu_rounds) * 1000:.2f} ms, vocalize text - "
          f"{statistics.median(r[1] for r in cpu_rounds) * 1000:.3f} ms per sentence (start included once); "
          f"ratio {statistics.median(cpu_ratios):.0f}x")
    print(f"ratio NeMo / vocalize per sentence without the start: {nemo_mean / (marginal * 1000):.0f}x")
    print(f"ratio NeMo / vocalize, one process per sentence: {nemo_mean / voc_mean:.1f}x")

if __name__ == "__main__":
    main()
