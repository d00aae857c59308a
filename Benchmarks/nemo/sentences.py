#!/usr/bin/env python3
"""Builds sentences-en.txt for speed.sh: every English NeMo test input of the classes money,
measure, date, time and telephone (Tests/PeerCorpora/nemo/en), each put in a short carrier
sentence (round robin over a few per class; an input that is already a sentence stays as it
is). Deterministic; stdlib only. Usage: python3 Benchmarks/nemo/sentences.py"""
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CARRIERS = {
    "money": ["The total comes to {} including tax.", "You saved {} on this order.",
              "Your balance is {} today.", "Tickets cost {} each."],
    "measure": ["The package weighs {} in all.", "Set it to {} before you start.",
                "The label says {} on the side."],
    "date": ["Your order shipped on {}.", "The event was held on {} downtown.",
             "Payment is due {} at the latest."],
    "time": ["The train leaves at {} from platform two.", "Your appointment is at {}.",
             "Doors open at {} sharp."],
    "telephone": ["For help, call {} any day.", "Our office number is {}.",
                  "Text {} to confirm."],
}


def main():
    out = []
    for cls, carriers in CARRIERS.items():
        path = os.path.join(ROOT, "Tests", "PeerCorpora", "nemo", "en", f"test_cases_{cls}.txt")
        with open(path, encoding="utf-8") as f:
            inputs = [line.rstrip("\n").split("~")[0].strip() for line in f if line.strip()]
        for i, x in enumerate(inputs):
            is_sentence = " " in x and len(x.split()) >= 4
            sentence = x if is_sentence else carriers[i % len(carriers)].format(x)
            if sentence.endswith(".."):  # "at 1 a.m.." → "at 1 a.m."
                sentence = sentence[:-1]
            out.append(sentence)
    with open(os.path.join(os.path.dirname(__file__), "sentences-en.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"{len(out)} sentences")


if __name__ == "__main__":
    main()
